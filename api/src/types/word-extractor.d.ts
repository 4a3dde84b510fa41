// word-extractor ships no types: what documents/extract.ts uses of it (a CommonJS class export).
declare module 'word-extractor' {
  class WordDocument {
    getBody(): string;
  }
  class WordExtractor {
    extract(source: Buffer | string): Promise<WordDocument>;
  }
  export = WordExtractor;
}
