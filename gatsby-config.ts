import type { GatsbyConfig } from "gatsby";
import netlifyAdapter from "gatsby-adapter-netlify";
import { staticHeaders } from "./src/lib/security-headers";
import { jsonTypeName } from "./src/node/json-types";
import { SITE_URL } from "./src/node/site-url";
import { DEFAULT_LANGUAGE, LANGUAGES, pathInLanguage } from "./src/lib/i18n/languages";

const config: GatsbyConfig = {
  siteMetadata: {
    siteUrl: SITE_URL,
  },
  trailingSlash: "never",
  // Production is Netlify: the adapter writes the headers and redirects for its CDN and wraps src/api as functions.
  adapter: netlifyAdapter({ excludeDatastoreFromEngineFunction: false, imageCDN: false }),
  headers: staticHeaders(),
  jsxRuntime: "automatic",
  graphqlTypegen: {
    typesOutputPath: "src/gatsby-types.d.ts",
    // Generated on every build and committed, so `tsc` passes on a fresh clone.
    generateOnBuild: true,
  },
  plugins: [
    "gatsby-plugin-react-helmet",
    "gatsby-plugin-image",
    {
      resolve: "gatsby-plugin-sharp",
      options: {
        // AVIF costs ~20x the encode time of WebP on this hardware; WebP + JPEG keeps builds lean.
        // No default breakpoints: the plugin applies them to constrained images too, which then ignore their
        // own width (a 96 px avatar came in 480, 828 and 900 px). Full-width queries name their breakpoints.
        // Constrained queries name their densities, which these defaults cannot set: 0.5x, 1x and 2x (1x and
        // 2x at 128 px or less), since no screen chooses the default 0.25x file. A constrained image that a phone
        // shows across its width names breakpoints instead, [360, 720, 1200] beside its own width: phones need
        // 650-700 px there, and with densities alone they took the 2x file.
        defaults: { formats: ["auto", "webp"], placeholder: "blurred", quality: 78 },
      },
    },
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "data", path: `${__dirname}/data` },
    },
    {
      resolve: "gatsby-transformer-json",
      options: { typeName: jsonTypeName },
    },
    {
      resolve: "gatsby-plugin-sitemap",
      options: {
        // The demo area is template showcase, not the trader's content.
        excludes: ["/litho", "/litho/*", "/litho/**", "/404", "/404.html", "/**/404.html", "/dev-404-page"],
        // Every page names its copies in the site's languages, as its hreflang links do.
        serialize: ({ path }: { path: string }) => ({
          url: path,
          links: [
            ...LANGUAGES.map((language) => ({
              lang: language.hreflang,
              url: `${SITE_URL}${pathInLanguage(path, language).replace(/^\/$/, "")}`,
            })),
            { lang: "x-default", url: `${SITE_URL}${pathInLanguage(path, DEFAULT_LANGUAGE).replace(/^\/$/, "")}` },
          ],
        }),
      },
    },
    {
      resolve: "gatsby-plugin-manifest",
      options: {
        name: "Harbour Gold Bullion",
        short_name: "Harbour Gold",
        start_url: "/",
        background_color: "#1e1e1e",
        theme_color: "#1e1e1e",
        display: "minimal-ui",
        icon: "src/images/icon.png",
        // WebP icons are a fifth of the PNGs' size (2.8 KB against 13.6 KB at 144 px), and a phone
        // fetches one of them while the first screen loads. iOS takes its home-screen icon from the one
        // PNG, linked as apple-touch-icon in gatsby-ssr (the plugin's own links would offer it WebPs too).
        icons: [
          ...[48, 72, 96, 144, 192, 256, 384, 512].map((size) => ({
            src: `icons/icon-${size}x${size}.webp`,
            sizes: `${size}x${size}`,
            type: "image/webp",
          })),
          { src: "icons/icon-180x180.png", sizes: "180x180", type: "image/png" },
        ],
        legacy: false,
        cache_busting_mode: "none",
      },
    },
  ],
};

export default config;
