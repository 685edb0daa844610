/* Status-screen sections as the 404 and maintenance documents give them, for the unit tests. */

type Section = Queries.LithoStatusScreenSectionFieldsFragment;

/** What useStaticQuery answers (the build time, the coming routes); {} between tests. */
export const setStaticQueryData = (data: unknown): void =>
  jest.requireActual<typeof import("./gatsby-mock")>("gatsby").__setStaticQueryData(data);

const base: Section = {
  type: "status-screen",
  anchor: null,
  layout: null,
  display: null,
  icon: null,
  heading: { overline: null, title: "A notice", text: null, align: null },
  buttons: null,
  countdown: null,
  search: null,
  links: null,
  subscribe: null,
  contacts: null,
  socials: [],
  imageAlt: null,
  image: null,
};

export const notFound: Section = {
  ...base,
  layout: "split",
  display: "404",
  heading: { overline: "Ooops! Page not found", title: "This page could not be found!", text: "It may have moved.", align: null },
  buttons: [{ title: "Back to homepage", link: "/litho", style: "solid", size: null, shape: null, icon: null, shadow: null }],
  search: { title: "Looking for something specific?", action: "/litho/page/search-result" },
  links: {
    title: "Popular pages",
    items: [
      { title: "Startup home", link: "/litho/home-startup" },
      { title: "Portfolio slider", link: "/litho/portfolio/portfolio-slider" },
    ],
  },
};

export const END = "2027-03-31T22:00:00+08:00";

export const maintenance: Section = {
  ...base,
  icon: "wrench",
  heading: { overline: "Scheduled maintenance", title: "We are making things even better", text: null, align: "center" },
  countdown: {
    date: END,
    label: "Planned end:",
    passedTitle: "We should be back any minute",
    passedText: "Refresh in a moment.",
    passedButton: null,
    look: null,
  },
  subscribe: { title: "Get an e-mail as soon as we are back", placeholder: null, buttonLabel: "Notify me" },
  contacts: [
    { icon: "mail", label: "Write to us", text: "support@domain.com", link: "mailto:support@domain.com" },
    { icon: "clock", label: "Support hours", text: "Mon–Fri, 9:00–18:00", link: null },
  ],
  socials: [{ icon: "facebook", title: "Facebook", color: "#3b5998", link: "https://www.facebook.com/" }],
};

export const OPENING = "2027-06-01T09:00:00+02:00";

export const launch: Section = {
  ...base,
  layout: "half",
  heading: { overline: "Something new is on its way", title: "Our new online store opens soon", text: null, align: "left" },
  countdown: {
    date: OPENING,
    label: "Opening:",
    passedTitle: "We are live!",
    passedText: "The store is open.",
    passedButton: {
      title: "Visit the store",
      link: "/litho/shop/shop-wide",
      style: "solid",
      size: null,
      shape: null,
      icon: null,
      shadow: null,
    },
    look: "plain",
  },
  subscribe: { title: "Be the first to know", placeholder: null, buttonLabel: "Keep me posted" },
};
