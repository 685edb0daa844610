import type { LithoMenuItem } from "../../src/litho/chrome/types";

/** A small main menu with every kind of entry: links, a three-level dropdown and a megamenu. */
export const MENU: LithoMenuItem[] = [
  { title: "Home", link: "/litho/", dropdown: [{ title: "Startup", link: "/litho/home-startup" }] },
  {
    title: "Pages",
    dropdown: [
      {
        title: "About",
        dropdown: [
          { title: "About us", link: "/litho/page/about-us" },
          { title: "About me", link: "/litho/page/about-me" },
        ],
      },
      { title: "Our services", link: "/litho/page/our-services" },
    ],
  },
  {
    title: "Portfolio",
    megamenu: [
      { title: "Classic", dropdown: [{ title: "Classic two column", link: "/litho/portfolio/portfolio-classic-two-column" }] },
      { title: "Single", dropdown: [{ title: "Single project 01", link: "/litho/portfolio/single-project-page-01" }] },
    ],
  },
  { title: "Contact", link: "/litho/page/contact-simple" },
];
