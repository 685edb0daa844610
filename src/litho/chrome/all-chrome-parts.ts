// The parts of the demo chrome that some pages render and others do not. A page made from a page
// document loads only those it renders: src/node/litho/page-parts.ts picks them, and
// src/node/litho/page-parts-loader.js turns this index into a module of just those, picked from the
// imports below (so keep one `import { Part } from "./file";` line and one `Part: Part,` entry each).
// The demo homes' headline faces (src/litho/typefaces/) are parts too, so a face loads only with its home.
// The other templates name the few they render themselves.
import { CenterLogoLayout } from "./header-layout-center-logo";
import { LeftMenuClassicLayout } from "./header-layout-left-menu-classic";
import { LeftMenuModernLayout } from "./header-layout-left-menu-modern";
import { RowLayout } from "./header-layout-row";
import { TopLogoLayout } from "./header-layout-top-logo";
import { FooterApps } from "./footer-apps";
import { FormOutcomeNotice } from "./form-outcome-notice";
import { PageTitle } from "./page-title";
import { SubscribeForm } from "./subscribe-form";
import { TopBar } from "./top-bar";
import { TypefaceBodoniModa } from "../typefaces/bodoni-moda";
import { TypefaceCormorantGaramond } from "../typefaces/cormorant-garamond";
import { TypefaceDmSerifDisplay } from "../typefaces/dm-serif-display";
import { TypefaceFraunces } from "../typefaces/fraunces";
import { TypefaceJost } from "../typefaces/jost";
import { TypefaceManrope } from "../typefaces/manrope";
import { TypefaceOswald } from "../typefaces/oswald";
import { TypefaceSpaceGrotesk } from "../typefaces/space-grotesk";
import { TypefaceSyne } from "../typefaces/syne";

export const chromeParts = {
  RowLayout: RowLayout,
  CenterLogoLayout: CenterLogoLayout,
  TopLogoLayout: TopLogoLayout,
  LeftMenuClassicLayout: LeftMenuClassicLayout,
  LeftMenuModernLayout: LeftMenuModernLayout,
  PageTitle: PageTitle,
  TopBar: TopBar,
  SubscribeForm: SubscribeForm,
  FooterApps: FooterApps,
  FormOutcomeNotice: FormOutcomeNotice,
  TypefaceBodoniModa: TypefaceBodoniModa,
  TypefaceCormorantGaramond: TypefaceCormorantGaramond,
  TypefaceDmSerifDisplay: TypefaceDmSerifDisplay,
  TypefaceFraunces: TypefaceFraunces,
  TypefaceJost: TypefaceJost,
  TypefaceManrope: TypefaceManrope,
  TypefaceOswald: TypefaceOswald,
  TypefaceSpaceGrotesk: TypefaceSpaceGrotesk,
  TypefaceSyne: TypefaceSyne,
} as const;
