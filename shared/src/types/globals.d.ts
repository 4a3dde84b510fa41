declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
// A catalogue module with one language's texts (tools/webpack/compile-messages-loader.js); its exports are
// those of the catalogue module itself, read through that module's type.
declare module '*messages?locale=fr';
declare module '*messages?locale=en';
declare module '*messages?locale=nl';
declare module '*.woff2' {
  const url: string;
  export default url;
}
