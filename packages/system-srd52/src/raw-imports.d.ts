// Vite (and so vitest) imports any file's text with `?raw`; the README test reads the README this way.
declare module '*.md?raw' {
  const text: string;
  export default text;
}
