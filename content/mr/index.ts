// The Marathi copy: the same exports as content/en, each of the English shape (content/copy.ts).
// Every module has moved to the catalogues; the lead removes this file with Translation.
export {}
