// https://vike.dev/route
// The 404 page of the blog, prerendered on its own so that an unknown post says "Blog Post Not Found"
// in the HTML itself. scripts/postbuild.ts moves it to blog/404.html, which static hosts serve for
// unknown paths below /blog/ (Cloudflare Pages and `npm start`; other hosts: see the README).
// Its own address, outside /blog/@slug, which would otherwise claim it.
export default '/blog-not-found'
