declare module "subset-font" {
  /** Keeps only the glyphs of `text` (harfbuzz), in the format asked for. */
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: "woff2" | "woff" | "truetype" | "sfnt" },
  ): Promise<Buffer>;
}
