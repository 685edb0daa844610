// Every committed image and media file of the /litho/ demo area: where it
// goes, its size, its seed and what draws it. Families live in folders under
// data/litho/images/; seeds are spread so neighbours in a grid differ in
// palette and composition. Run only these with:  npm run artwork -- litho/
import { personPortrait } from "./subjects/people.mjs";
import { livingRoom, cafe, restaurant, hotelRoom, spa, office, coworking, meeting } from "./subjects/interiors.mjs";
import { mountains, beach, city, desert, forest } from "./subjects/landscapes.mjs";
import { product } from "./subjects/products.mjs";
import { abstractBg } from "./subjects/abstract.mjs";
import { flatlay, cocktail } from "./subjects/flatlay.mjs";
import { yoga, gym, conference, concert, party, architecture } from "./subjects/scenes.mjs";
import { logo } from "./subjects/logos.mjs";
import { audience, weights, trail } from "./subjects/active.mjs";
import { barCounter, pastryCase, poolDeck, treatmentRoom } from "./subjects/hospitality.mjs";
import { demoVideo, demoPoster, demoAudio } from "./media.mjs";
import { appScreen, appHero, appDesk, appGlow, appSolo } from "./subjects/app-screens.mjs";
import { chartDesk, tradingScreens, skyline, strategyWall } from "./subjects/finance.mjs";
import { containerPort, windFarm } from "./subjects/corporate.mjs";
import {
  siteMockup,
  deviceHero,
  studioScene,
  searchResults,
  crawlMap,
  keywordBoard,
  localMap,
  analyticsDesk,
  billboard,
  socialFeed,
  photoShoot,
  campaignScene,
  posterWall,
  moodboard,
  packagingSet,
  identitySet,
  typeSpecimen,
  bookSpread,
} from "./subjects/agencies.mjs";
import { streetMap } from "./subjects/maps.mjs";
import { motionFrame } from "./subjects/motion.mjs";
import { dentalRoom, smileKit, modelStudio, elevationDrawing, materialBoard, decorObject, decorVignette } from "./subjects/studios.mjs";

const IMG = "data/litho/images";
/** The motion studio's frames: a ground and a second colour each. */
const MOTION_GROUNDS = [
  ["#ff5a5f", "#ffd23f"],
  ["#3a86ff", "#ffbe0b"],
  ["#8338ec", "#06d6a0"],
  ["#ffd23f", "#ff006e"],
  ["#06d6a0", "#3a0ca3"],
  ["#fb5607", "#8ecae6"],
  ["#ff006e", "#ffd23f"],
];
const pad = (n) => String(n).padStart(2, "0");

/** One job; seeds are offset per family so two families never share a seed. */
const job = (out, width, height, seed, draw, extra = {}) => ({
  out: `${IMG}/${out}`,
  width,
  height,
  seed,
  quality: 80,
  grain: 2.6,
  format: out.endsWith(".png") ? "png" : "jpeg",
  draw: () => draw({ w: width, h: height, seed }),
  ...extra,
});

/** n numbered jobs of one family. */
const series = (prefix, n, width, height, base, draw, extra) =>
  Array.from({ length: n }, (_, i) => job(`${prefix}-${pad(i + 1)}.jpg`, width, height, base + i * 7, draw, extra));

// Products: a fixed object per slot so a shop page shows a varied range.
const PRODUCT_SLOTS = [
  "handbag",
  "sneaker",
  "watch",
  "sunglasses",
  "headphones",
  "perfume",
  "chair",
  "lamp",
  "vases",
  "cosmetics",
  "backpack",
  "camera",
  "lipstick",
  "tshirt",
  "phone",
  "sneaker",
];

// The demo shop's catalogue (data/litho/collections/products.json): the views each piece lists
// (three, or two where it comes in two colourways: view 3 is the dark set), its own seeds, so the
// shop's pictures are its own. The view number reaches the drawing too: the aviators pose and
// colour each view themselves, to match the colourways the product lists.
const SHOP_PRODUCTS = [
  ["canvas-weekender", "handbag", [1, 3]],
  ["leather-city-tote", "handbag", [1, 2, 3]],
  ["trail-runner", "sneaker", [1, 2, 3]],
  ["court-classic", "sneaker", [1, 2, 3]],
  ["linen-crew-tee", "tshirt", [1, 2]],
  ["roll-top-backpack", "backpack", [1, 2, 3]],
  ["field-chronograph", "watch", [1, 2, 3]],
  ["aviator-sunglasses", "aviator", [1, 2, 3]],
  ["studio-headphones", "headphones", [1, 2, 3]],
  ["rangefinder-camera", "camera", [1, 3]],
  ["amber-eau-de-parfum", "perfume", [1, 2, 3]],
  ["velvet-lipstick", "lipstick", [1, 3]],
  ["daily-skin-set", "cosmetics", [1, 2]],
  ["oak-lounge-chair", "chair", [1, 2, 3]],
  ["brass-desk-lamp", "lamp", [1, 2, 3]],
  ["stoneware-vases", "vases", [1, 2, 3]],
];

export const LITHO_JOBS = [
  // People.
  ...series("people/team", 10, 800, 1000, 1001, personPortrait),
  ...series("people/avatar", 8, 400, 400, 1201, personPortrait),
  ...series("people/author", 9, 400, 400, 1401, personPortrait),

  // Offices and coworking.
  ...series("offices/office", 4, 1200, 800, 2001, office),
  ...series("offices/coworking", 4, 1200, 800, 2101, coworking),
  ...series("offices/meeting", 2, 1200, 800, 2201, meeting),

  // Interiors.
  ...series("interiors/living-room", 4, 1200, 800, 3001, livingRoom),
  ...series("interiors/cafe", 3, 1200, 800, 3101, cafe),
  ...series("interiors/restaurant", 3, 1200, 800, 3201, restaurant),
  ...series("interiors/hotel-room", 3, 1200, 800, 3301, hotelRoom),
  ...series("interiors/spa", 3, 1200, 800, 3401, spa),

  // Architecture.
  ...["tower", "facade", "villa", "tower", "facade", "villa"].map((kind, i) =>
    job(`architecture/building-${pad(i + 1)}.jpg`, 1200, 800, 4001 + i * 7, (o) => architecture({ ...o, kind })),
  ),

  // Products (square for the shop grid).
  ...PRODUCT_SLOTS.map((kind, i) => job(`products/product-${pad(i + 1)}.jpg`, 900, 900, 5001 + i * 7, (o) => product({ ...o, kind }))),

  ...SHOP_PRODUCTS.flatMap(([slug, kind, views], p) =>
    views.map((n) =>
      job(`shop/${slug}-${pad(n)}.jpg`, 900, 1080, 30001 + p * 31 + n * 7, (o) => product({ ...o, kind, view: n, darkSet: n === 3 })),
    ),
  ),

  // Travel landscapes.
  ...series("travel/mountains", 3, 1200, 800, 6001, mountains),
  ...series("travel/beach", 3, 1200, 800, 6101, beach),
  ...series("travel/city", 3, 1200, 800, 6201, city),
  ...series("travel/desert", 2, 1200, 800, 6301, desert),
  ...series("travel/forest", 2, 1200, 800, 6401, forest),

  // Food and drinks.
  ...series("food/dish", 6, 1200, 800, 7001, (o) => flatlay({ ...o, set: "food" })),
  ...series("food/coffee", 2, 1200, 800, 7101, (o) => flatlay({ ...o, set: "coffee" })),
  ...series("food/cocktail", 3, 1200, 800, 7201, cocktail),

  // Hospitality homes: each of the restaurant, cafe, hotel and spa homes shows only its own.
  ...series("interiors/dining-room", 2, 1200, 800, 7401, restaurant),
  ...series("food/bar", 1, 1200, 800, 7501, barCounter),
  ...series("food/plated", 2, 1200, 800, 7601, (o) => flatlay({ ...o, set: "food" })),
  ...series("interiors/coffee-house", 2, 1200, 800, 7701, cafe),
  ...series("food/pastry-case", 1, 1200, 800, 7801, pastryCase),
  ...series("food/coffee-table", 2, 1200, 800, 7901, (o) => flatlay({ ...o, set: "coffee" })),
  ...series("interiors/suite", 3, 1200, 800, 3501, hotelRoom),
  ...series("travel/pool-deck", 2, 1200, 800, 6501, poolDeck),
  ...series("interiors/treatment-room", 2, 1200, 800, 3601, treatmentRoom),
  ...series("interiors/spa-ritual", 2, 1200, 800, 3701, spa),

  // Fitness and yoga.
  ...series("fitness/yoga", 3, 1200, 800, 8001, yoga),
  ...series("fitness/gym", 2, 1200, 800, 8101, gym),
  ...series("fitness/kit", 2, 1200, 800, 8201, (o) => flatlay({ ...o, set: "fitness" })),

  // Events.
  ...series("events/conference", 2, 1200, 800, 9001, conference),
  ...series("events/concert", 2, 1200, 800, 9101, concert),
  ...series("events/party", 2, 1200, 800, 9201, party),

  // The events, gym, travel and yoga homes: scenes and people of their own.
  ...series("events/summit-stage", 2, 1200, 800, 9301, conference),
  ...series("events/summit-audience", 2, 1200, 800, 9401, audience),
  ...series("people/speaker", 4, 800, 1000, 1601, personPortrait),
  ...series("fitness/club-floor", 2, 1200, 800, 8301, gym),
  ...series("fitness/club-weights", 2, 1200, 800, 8401, weights),
  ...series("people/trainer", 4, 800, 1000, 1801, personPortrait),
  ...[mountains, beach, city, desert, forest, beach].map((draw, i) => job(`travel/tour-${pad(i + 1)}.jpg`, 1200, 800, 6501 + i * 7, draw)),
  ...series("travel/trail", 2, 1200, 800, 6601, trail),
  ...series("fitness/studio", 5, 1200, 800, 8501, yoga),
  ...series("people/teacher", 4, 800, 1000, 1901, personPortrait),

  // Backgrounds for sliders (wide) and page titles (wider still).
  ...["blobs", "waves", "contours", "facets", "geometric", "blobs"].map((kind, i) =>
    job(`backgrounds/slider-${pad(i + 1)}.jpg`, 1200, 675, 10001 + i * 7, (o) => abstractBg({ ...o, kind })),
  ),
  ...["contours", "waves", "facets", "blobs", "geometric", "waves"].map((kind, i) =>
    job(`backgrounds/page-title-${pad(i + 1)}.jpg`, 1200, 450, 10101 + i * 7, (o) => abstractBg({ ...o, kind })),
  ),

  // Blog scenes.
  ...series("blog/lifestyle", 3, 1200, 800, 11001, (o) => flatlay({ ...o, set: "lifestyle" })),
  ...series("blog/business", 3, 1200, 800, 11101, (o) => flatlay({ ...o, set: "business" })),
  ...series("blog/travel", 2, 1200, 800, 11201, (o) => flatlay({ ...o, set: "travel" })),
  ...series("blog/fashion", 3, 1200, 800, 11301, (o) => flatlay({ ...o, set: "fashion" })),

  // The magazine and metro blog homes, each with its own stories' pictures: the city paper's skyline,
  // summit, markets desk, new building, books and streets; the metro blog's coast, cafe, shoot, hills,
  // bar, travel kit, coast path, night town and autumn wardrobe.
  job("blog/homes/magazine/lead-01.jpg", 1600, 900, 23001, (o) => skyline({ ...o, time: "dusk" })),
  job("blog/homes/magazine/story-01.jpg", 1200, 800, 23011, conference),
  job("blog/homes/magazine/story-02.jpg", 1200, 800, 23021, chartDesk),
  job("blog/homes/magazine/story-03.jpg", 1200, 800, 23031, (o) => architecture({ ...o, kind: "facade" })),
  job("blog/homes/magazine/story-04.jpg", 1200, 800, 23041, bookSpread),
  job("blog/homes/magazine/story-05.jpg", 1200, 800, 23051, city),
  job("blog/homes/metro/post-01.jpg", 1200, 900, 23101, beach),
  job("blog/homes/metro/post-02.jpg", 1200, 900, 23111, cafe),
  job("blog/homes/metro/post-03.jpg", 1200, 900, 23121, photoShoot),
  job("blog/homes/metro/post-04.jpg", 1200, 900, 23131, mountains),
  job("blog/homes/metro/post-05.jpg", 1200, 900, 23141, cocktail),
  job("blog/homes/metro/post-06.jpg", 1200, 900, 23151, (o) => flatlay({ ...o, set: "travel" })),
  job("blog/homes/metro/post-07.jpg", 1200, 900, 23161, trail),
  job("blog/homes/metro/post-08.jpg", 1200, 900, 23171, city),
  job("blog/homes/metro/post-09.jpg", 1200, 900, 23181, (o) => flatlay({ ...o, set: "fashion" })),

  // The blog homes' own pictures. The lifestyle blog: the blogger, her flat, and squares of
  // food, travel, wellbeing and slow mornings for its picture strip.
  job("blog/homes/lifestyle/home-01.jpg", 1600, 1000, 61001, livingRoom),
  job("blog/homes/lifestyle/blogger-01.jpg", 800, 1000, 61011, personPortrait),
  ...[
    (o) => flatlay({ ...o, set: "food" }),
    beach,
    yoga,
    (o) => flatlay({ ...o, set: "coffee" }),
    (o) => flatlay({ ...o, set: "lifestyle" }),
    (o) => flatlay({ ...o, set: "travel" }),
  ].map((draw, i) => job(`blog/homes/lifestyle/square-${pad(i + 1)}.jpg`, 900, 900, 61101 + i * 7, draw)),
  // The classic blog: a writer's desk, a book open, the landscapes the essays walk through and the writer.
  job("blog/homes/classic/desk-01.jpg", 1600, 900, 62001, (o) => flatlay({ ...o, set: "lifestyle" })),
  job("blog/homes/classic/books-01.jpg", 1200, 900, 62011, bookSpread),
  ...[mountains, forest, desert].map((draw, i) => job(`blog/homes/classic/landscape-${pad(i + 1)}.jpg`, 1200, 800, 62101 + i * 7, draw)),
  job("blog/homes/classic/writer-01.jpg", 800, 1000, 62201, personPortrait),

  // Client logos (fictional wordmarks).
  ...Array.from({ length: 12 }, (_, i) => job(`clients/client-${pad(i + 1)}.jpg`, 480, 240, i, logo, { grain: 0 })),

  // Application home: the app's screens (crisp, no grain), its hero and a desk with the phone.
  ...["today", "habits", "insights", "focus"].map((kind, i) =>
    job(`app/screen-${kind}.jpg`, 600, 1280, 12001 + i, (o) => appScreen({ ...o, kind }), { grain: 0, quality: 86 }),
  ),
  job("app/hero-01.jpg", 1440, 810, 12101, appHero),
  job("app/desk-01.jpg", 1200, 800, 12201, appDesk),
  job("app/band-01.jpg", 1200, 675, 12301, appGlow),
  job("app/habit-01.jpg", 1200, 800, 12401, (o) => appSolo({ ...o, kind: "habits" })),

  // Finance and consulting homes: reports on desks, trading screens, skylines, workshops, boardrooms.
  ...series("finance/chart-desk", 3, 1200, 800, 13001, chartDesk),
  ...series("finance/trading", 2, 1200, 800, 13101, tradingScreens),
  job("finance/skyline-night-01.jpg", 1440, 810, 13201, (o) => skyline({ ...o, time: "night" })),
  ...series("consulting/strategy-wall", 2, 1200, 800, 14001, strategyWall),
  ...series("consulting/boardroom", 2, 1200, 800, 14101, meeting),
  job("consulting/skyline-day-01.jpg", 1440, 810, 14201, (o) => skyline({ ...o, time: "day" })),
  job("consulting/office-01.jpg", 1200, 800, 14301, office),

  // Corporate home: the group's skyline at dusk, its headquarters and its divisions.
  job("corporate/skyline-dusk-01.jpg", 1440, 810, 15001, (o) => skyline({ ...o, time: "dusk" })),
  job("corporate/headquarters-01.jpg", 1200, 800, 15101, (o) => architecture({ ...o, kind: "tower" })),
  job("corporate/port-01.jpg", 1200, 800, 15201, containerPort),
  job("corporate/wind-farm-01.jpg", 1200, 800, 15301, windFarm),
  job("corporate/reports-01.jpg", 1200, 800, 15401, chartDesk),

  // Agency homes: the digital studio's client sites and team, the search agency's screens and boards,
  // the marketing agency's campaigns in the world, the design studio's printed and packaged work.
  job("agencies/digital/hero-01.jpg", 1440, 810, 16001, deviceHero),
  ...["shop", "app", "travel", "editorial", "bank"].map((kind, i) =>
    job(`agencies/digital/site-${pad(i + 1)}.jpg`, 1200, 900, 16101 + i * 7, (o) => siteMockup({ ...o, kind })),
  ),
  job("agencies/digital/studio-01.jpg", 1200, 800, 16201, (o) => studioScene({ ...o, kind: "product" })),
  job("agencies/seo/hero-01.jpg", 1100, 1100, 16301, searchResults),
  job("agencies/seo/crawl-01.jpg", 1200, 800, 16401, crawlMap),
  job("agencies/seo/keywords-01.jpg", 1200, 800, 16501, keywordBoard),
  job("agencies/seo/local-01.jpg", 1200, 800, 16601, localMap),
  job("agencies/seo/dashboard-01.jpg", 1200, 800, 16701, analyticsDesk),
  job("agencies/marketing/billboard-01.jpg", 1200, 900, 16801, billboard),
  job("agencies/marketing/social-01.jpg", 1200, 900, 16901, socialFeed),
  job("agencies/marketing/shoot-01.jpg", 1200, 900, 17001, photoShoot),
  ...[
    { kind: "shelter", headline: "Sail|slower.", colour: "#3bb7c4" },
    { kind: "spread", headline: "Taste the|weekend.", colour: "#ffd23f" },
    { kind: "screens", headline: "Less wait.|More bank.", colour: "#e0218a" },
  ].map((campaign, i) =>
    job(`agencies/marketing/campaign-${pad(i + 1)}.jpg`, 1200, 800, 17101 + i * 7, (o) => campaignScene({ ...o, ...campaign })),
  ),
  job("agencies/marketing/team-01.jpg", 1200, 800, 17201, (o) => studioScene({ ...o, kind: "pitch" })),
  ...[posterWall, moodboard, packagingSet].map((draw, i) => job(`agencies/design/hero-${pad(i + 1)}.jpg`, 900, 1200, 17301 + i, draw)),
  ...[
    identitySet,
    (o) => packagingSet({ ...o, brand: "MERE" }),
    typeSpecimen,
    posterWall,
    bookSpread,
    (o) => siteMockup({ ...o, kind: "food" }),
  ].map((draw, i) => job(`agencies/design/work-${pad(i + 1)}.jpg`, 1200, 900, 17401 + i * 3, draw)),
  job("agencies/design/studio-01.jpg", 1200, 800, 17501, (o) => studioScene({ ...o, kind: "design" })),
  // Contact pages and map dialogs: drawn street plans of the studio's three offices.
  job("maps/london-01.jpg", 1200, 800, 16001, (o) =>
    streetMap({
      ...o,
      theme: "light",
      water: "river",
      streets: ["Clerkenwell Road", "Old Street", "Farringdon Road", "St John Street"],
      office: "Fieldnote Studio",
      address: "41 Clerkenwell Road, London",
    }),
  ),
  job("maps/lisbon-01.jpg", 1200, 800, 16101, (o) =>
    streetMap({
      ...o,
      theme: "cream",
      water: "coast",
      streets: ["Rua da Prata", "Rua Augusta", "Rua do Comércio", "Rua dos Fanqueiros"],
      office: "Fieldnote Lisbon",
      address: "Rua da Prata 118, Lisbon",
    }),
  ),
  job("maps/toronto-01.jpg", 1200, 800, 16201, (o) =>
    streetMap({
      ...o,
      theme: "dark",
      water: "coast",
      streets: ["King Street West", "Queen Street West", "Spadina Avenue", "Portland Street"],
      office: "Fieldnote Toronto",
      address: "460 King Street West, Toronto",
    }),
  ),

  // The studio and clinic homes, each with pictures of its own: the architects' buildings, models and
  // drawings; the interior designers' rooms and material board; the dental practice, its kit and its
  // dentists; the decor shop's styled consoles and its objects.
  ...["facade", "villa"].map((kind, i) =>
    job(`studios/architecture/hero-${pad(i + 1)}.jpg`, 1600, 900, 18001 + i * 7, (o) => architecture({ ...o, kind })),
  ),
  ...["villa", "facade", "facade", "villa"].map((kind, i) =>
    job(`studios/architecture/project-${pad(i + 1)}.jpg`, 1200, 900, 18101 + i * 7, (o) => architecture({ ...o, kind })),
  ),
  job("studios/architecture/model-01.jpg", 1200, 800, 18201, modelStudio),
  job("studios/architecture/drawing-01.jpg", 1200, 800, 18301, elevationDrawing),
  job("studios/interior/hero-01.jpg", 1200, 900, 18401, livingRoom),
  ...[livingRoom, hotelRoom, restaurant, livingRoom].map((draw, i) =>
    job(`studios/interior/project-${pad(i + 1)}.jpg`, 1200, 900, 18501 + i * 7, draw),
  ),
  job("studios/interior/materials-01.jpg", 1200, 900, 18601, materialBoard),
  job("studios/dentist/surgery-01.jpg", 1600, 900, 18701, (o) => dentalRoom({ ...o, kind: "surgery" })),
  job("studios/dentist/surgery-02.jpg", 1200, 800, 18708, (o) => dentalRoom({ ...o, kind: "surgery" })),
  job("studios/dentist/reception-01.jpg", 1200, 800, 18801, (o) => dentalRoom({ ...o, kind: "reception" })),
  job("studios/dentist/kit-01.jpg", 1200, 800, 18901, smileKit),
  ...series("studios/dentist/dentist", 4, 800, 1000, 1961, personPortrait),
  ...series("studios/decor/vignette", 3, 900, 1200, 19001, decorVignette),
  job("studios/decor/console-01.jpg", 1200, 800, 19101, decorVignette),
  ...[
    ["bowl", "#9c4c36"],
    ["candles", "#f4f1ea"],
    ["mirror", "#c9a24a"],
    ["throw", "#56705a"],
    ["jug", "#dc8f70"],
    ["planter", "#2a2826"],
  ].map(([kind, colour], i) =>
    job(`studios/decor/object-${pad(i + 1)}.jpg`, 900, 1125, 19201 + i * 7, (o) => decorObject({ ...o, kind, colour })),
  ),
  ...["vases", "lamp"].map((kind, i) =>
    job(`studios/decor/object-${pad(i + 7)}.jpg`, 900, 1125, 19301 + i * 7, (o) => product({ ...o, kind })),
  ),

  // Creative homes. The web agency's client sites and its team; the branding agency's identities,
  // packaging and type; the photographer's own pictures, one family per kind of commission.
  job("creative/web/hero-01.jpg", 900, 1240, 20001, (o) => siteMockup({ ...o, kind: "brewery" })),
  ...["clinic", "museum", "school"].map((kind, i) =>
    job(`creative/web/case-${pad(i + 1)}.jpg`, 1200, 900, 20101 + i * 7, (o) => siteMockup({ ...o, kind })),
  ),
  job("creative/web/team-01.jpg", 1200, 800, 20201, (o) => studioScene({ ...o, kind: "product" })),
  job("creative/branding/hero-01.jpg", 1600, 900, 20301, (o) => identitySet({ ...o, name: "Halden Coffee" })),
  job("creative/branding/case-01.jpg", 1200, 900, 20402, (o) => identitySet({ ...o, name: "Marrow & Vine" })),
  job("creative/branding/case-02.jpg", 1200, 900, 20409, (o) => packagingSet({ ...o, brand: "OSLO" })),
  job("creative/branding/case-03.jpg", 1200, 900, 20416, bookSpread),
  job("creative/branding/workshop-01.jpg", 1200, 800, 20501, moodboard),
  job("creative/photo/hero-01.jpg", 1600, 900, 20601, mountains),
  ...[
    ["landscape", mountains],
    ["portrait", personPortrait],
    ["architecture", (o) => architecture({ ...o, kind: "tower" })],
    ["landscape", beach],
    ["portrait", personPortrait],
    ["architecture", (o) => architecture({ ...o, kind: "facade" })],
    ["landscape", forest],
    ["architecture", city],
    ["portrait", personPortrait],
  ].map(([kind, draw], i) => {
    const tall = kind === "portrait";
    return job(`creative/photo/${kind}-${pad(i + 1)}.jpg`, tall ? 960 : 1440, tall ? 1200 : 960, 20701 + i * 11, draw);
  }),
  // The creative agency: three campaigns as its slides, and more of its work out in the world.
  ...[
    { kind: "shelter", headline: "Rain is|a feature.", colour: "#2f6fdb" },
    { kind: "screens", headline: "Your bus.|On time.", colour: "#7b2ff7" },
    { kind: "spread", headline: "Eat like|a local.", colour: "#ffd23f" },
  ].map((campaign, i) =>
    job(`creative/agency/slide-${pad(i + 1)}.jpg`, 1600, 900, 21001 + i * 7, (o) => campaignScene({ ...o, ...campaign })),
  ),
  job("creative/agency/work-01.jpg", 1200, 900, 21101, (o) =>
    campaignScene({ ...o, kind: "spread", headline: "Wear it|for years.", colour: "#ff7a3d" }),
  ),
  job("creative/agency/work-02.jpg", 1200, 900, 21108, (o) =>
    campaignScene({ ...o, kind: "screens", headline: "Free entry.|Every day.", colour: "#0f8f84" }),
  ),
  job("creative/agency/work-03.jpg", 1200, 900, 21122, (o) =>
    campaignScene({ ...o, kind: "shelter", headline: "Less noise.|More tea.", colour: "#0f8f6a" }),
  ),
  job("creative/agency/studio-01.jpg", 1200, 800, 21201, (o) => studioScene({ ...o, kind: "pitch" })),
  // The freelancer: her portrait, her desk and three of her commissions.
  job("creative/freelancer/portrait-01.jpg", 900, 1125, 20901, (o) => personPortrait({ ...o, backdropKind: "studio" })),
  job("creative/freelancer/work-01.jpg", 1200, 900, 20911, (o) => appSolo({ ...o, kind: "insights" })),
  job("creative/freelancer/work-02.jpg", 1200, 900, 20918, (o) => identitySet({ ...o, name: "Feldhaus Bakery" })),
  job("creative/freelancer/work-03.jpg", 1200, 900, 20925, (o) => packagingSet({ ...o, brand: "KORN" })),
  job("creative/freelancer/desk-01.jpg", 1200, 800, 20931, appDesk),
  job("creative/photo/studio-01.jpg", 1200, 900, 20801, photoShoot),
  job("creative/photo/photographer-01.jpg", 900, 1125, 20811, personPortrait),
  // Portfolio homes, one person or studio each. An architectural photographer's buildings as wide
  // panels; a product designer's objects and workshop; an art director's campaigns, posters and type;
  // an illustrator's portrait, books, posters and packaging; a motion studio's frames at mixed shapes.
  ...[["tower"], ["facade"], ["villa"], [null, city]].map(([kind, draw], i) =>
    job(`creative/portfolios/vertical/panel-${pad(i + 1)}.jpg`, 1600, 900, 22001 + i * 13, draw ?? ((o) => architecture({ ...o, kind }))),
  ),
  job("creative/portfolios/vertical/hero-01.jpg", 1600, 900, 22071, (o) => architecture({ ...o, kind: "tower" })),
  job("creative/portfolios/interactive/workshop-01.jpg", 1000, 1000, 22101, (o) => studioScene({ ...o, kind: "design" })),
  ...["chair", "lamp", "headphones", "watch", "camera"].map((kind, i) =>
    job(`creative/portfolios/interactive/object-${pad(i + 1)}.jpg`, 1200, 900, 22111 + i * 9, (o) => product({ ...o, kind })),
  ),
  ...[
    { kind: "shelter", headline: "Sleep is|a skill.", colour: "#2f5bd3" },
    { kind: "spread", headline: "Made to|be mended.", colour: "#c2410c" },
    { kind: "screens", headline: "The late|train home.", colour: "#7c3aed" },
  ].map((campaign, i) =>
    job(`creative/portfolios/split/campaign-${pad(i + 1)}.jpg`, 1200, 900, 22201 + i * 7, (o) => campaignScene({ ...o, ...campaign })),
  ),
  job("creative/portfolios/split/posters-01.jpg", 1200, 900, 22231, posterWall),
  job("creative/portfolios/split/type-01.jpg", 1200, 900, 22241, typeSpecimen),
  job("creative/portfolios/personal/portrait-01.jpg", 900, 1125, 22301, (o) => personPortrait({ ...o, backdropKind: "studio" })),
  job("creative/portfolios/personal/book-01.jpg", 1200, 900, 22311, bookSpread),
  job("creative/portfolios/personal/identity-01.jpg", 1200, 900, 22321, (o) => identitySet({ ...o, name: "Letni Teatr" })),
  job("creative/portfolios/personal/packaging-01.jpg", 1200, 900, 22331, (o) => packagingSet({ ...o, brand: "PÄRLA" })),
  ...[
    [960, 1200],
    [1440, 960],
    [1100, 1100],
    [960, 1200],
    [1100, 1100],
    [1440, 960],
    [1100, 1100],
  ].map(([width, height], i) =>
    job(`creative/portfolios/creative/frame-${pad(i + 1)}.jpg`, width, height, 22401 + i * 11, (o) =>
      motionFrame({ ...o, ground: MOTION_GROUNDS[i] }),
    ),
  ),
  job("creative/portfolios/creative/frame-08.jpg", 960, 1200, 22481, (o) => packagingSet({ ...o, brand: "FIZZ" })),
  // The shop homes: the furniture maker's rooms, departments and pieces; the fashion label's look-book,
  // departments and new-in pieces. Seeds of their own, so none repeats another page's picture.
  job("studios/furniture/room-01.jpg", 1600, 900, 19501, livingRoom),
  job("studios/furniture/room-02.jpg", 1200, 900, 19508, livingRoom),
  job("studios/furniture/room-03.jpg", 1600, 900, 19515, hotelRoom),
  ...["sofa", "chair", "sideTable", "lamp"].map((kind, i) =>
    job(`studios/furniture/category-${pad(i + 1)}.jpg`, 900, 1080, 19601 + i * 7, (o) => product({ ...o, kind })),
  ),
  ...["sofa", "chair", "sideTable", "lamp", "sofa", "chair"].map((kind, i) =>
    job(`studios/furniture/piece-${pad(i + 1)}.jpg`, 900, 1125, 19701 + i * 7, (o) => product({ ...o, kind })),
  ),
  job("studios/fashion/look-01.jpg", 1600, 900, 19801, (o) =>
    campaignScene({ ...o, kind: "spread", headline: "Linden|& Row", colour: "#b76e6e" }),
  ),
  job("studios/fashion/look-02.jpg", 1600, 900, 19808, (o) =>
    campaignScene({ ...o, kind: "shelter", headline: "AW|2026", colour: "#56705a" }),
  ),
  job("studios/fashion/look-03.jpg", 1600, 900, 19815, photoShoot),
  job("studios/fashion/studio-01.jpg", 1200, 900, 19822, photoShoot),
  ...["tshirt", "sneaker", "handbag", "sunglasses"].map((kind, i) =>
    job(`studios/fashion/category-${pad(i + 1)}.jpg`, 900, 1080, 19901 + i * 7, (o) => product({ ...o, kind })),
  ),
  ...["tshirt", "handbag", "sneaker", "watch", "tshirt", "sunglasses"].map((kind, i) =>
    job(`studios/fashion/piece-${pad(i + 1)}.jpg`, 900, 1125, 20001 + i * 7, (o) => product({ ...o, kind })),
  ),

  // Demo media.
  { out: "data/litho/media/demo-video.mp4", run: demoVideo },
  { out: "data/litho/media/demo-video-poster.jpg", run: demoPoster },
  { out: "data/litho/media/demo-audio.mp3", run: demoAudio },
];
