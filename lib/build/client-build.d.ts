// What the pages take from the client build, as lib/build/page-assets-plugin.ts gives it to the server
// build; null in development, where Vite serves the entry and the stylesheet from their sources.
declare module 'virtual:client-build' {
  const clientBuild: import('./page-assets').ClientBuild | null
  export default clientBuild
}
