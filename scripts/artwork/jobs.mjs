// Every committed artwork file: where it goes, its size, and what draws it.
import { jewelry } from "./subjects/jewelry.mjs";
import { industry, csr, education, research, innovation } from "./subjects/activities.mjs";
import { heritage, value, mission, marketInsight } from "./subjects/about.mjs";
import { aboutBanner, contactBanner, productsBanner, newsBanner } from "./subjects/banners.mjs";
import { share, icon, officeMap } from "./subjects/brand.mjs";
import { hero } from "./subjects/hero.mjs";
import { castProduct, certificateProduct } from "./subjects/products.mjs";

const img = (p) => `data/site/images/${p}`;

export const JOBS = [
  { out: img("hero/gold-bars-hero.jpg"), width: 1600, height: 1000, seed: 2, draw: () => hero({ seed: 2 }) },
  {
    out: img("products/gold-bar-1g.jpg"),
    width: 1200,
    height: 900,
    seed: 7,
    supersample: 1.5,
    draw: () => certificateProduct({ seed: 7 }),
  },
  {
    out: img("products/gold-bar-500g.jpg"),
    width: 1200,
    height: 900,
    seed: 5,
    draw: () => castProduct({ weight: "500 g", serial: "HG 003815", L: 120, W: 55, H: 9, yaw: 0.36, seed: 5 }),
  },
  {
    out: img("products/gold-bar-1kg.jpg"),
    width: 1200,
    height: 900,
    seed: 11,
    draw: () => castProduct({ weight: "1 KILO", serial: "HG 004127", L: 117, W: 53, H: 8.5, yaw: -0.42, seed: 11 }),
  },
  { out: img("products/gold-jewelry.jpg"), width: 1200, height: 900, seed: 13, draw: () => jewelry({ seed: 13 }) },
  ...["industry", "csr", "education", "research", "innovation"].map((name, i) => ({
    out: img(`activities/${name}.jpg`),
    width: 1200,
    height: 800,
    seed: 21 + i,
    draw: () => ({ industry, csr, education, research, innovation })[name]({ seed: 21 + i }),
  })),
  ...[
    ["heritage", heritage],
    ["value", value],
    ["mission", mission],
    ["market-insight", marketInsight],
  ].map(([name, draw], i) => ({
    out: img(`about/${name}.jpg`),
    width: 1200,
    height: 900,
    seed: 31 + i,
    draw: () => draw({ seed: 31 + i }),
  })),
  ...[
    ["about", aboutBanner],
    ["products", productsBanner],
    ["news", newsBanner],
    ["contact", contactBanner],
  ].map(([name, draw], i) => ({
    out: img(`banners/${name}.jpg`),
    width: 1600,
    height: 700,
    seed: 41 + i,
    draw: () => draw({ seed: 41 + i }),
  })),
  { out: img("contact/office-map.jpg"), width: 1200, height: 700, seed: 51, grain: 1.5, draw: () => officeMap({ seed: 51 }) },
  { out: img("social/share.jpg"), width: 1200, height: 630, seed: 52, draw: () => share({ seed: 52 }) },
  { out: "src/images/icon.png", width: 512, height: 512, seed: 53, grain: 0, format: "png", supersample: 2, draw: () => icon() },
];
