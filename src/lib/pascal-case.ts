/** "hero-slider" → "HeroSlider": a kebab-case file or data name as the component or type named after it. */
export const pascalCase = (kebab: string): string =>
  kebab
    .split("-")
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join("");
