import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MenuTree } from "../../src/litho/chrome/menu-tree";
import { activeTrail } from "../../src/litho/chrome/menu-utils";
import { MENU } from "../support/litho-menu";

const PATH = "/litho/page/our-services/";

describe("menu tree in the browser", () => {
  it("renders a closed branch's links when it opens and hides them when it closes", async () => {
    const user = userEvent.setup();
    render(<MenuTree items={MENU} pathname={PATH} trail={activeTrail(MENU, PATH)} idPrefix="t" />);
    // Served inside <noscript>, which a browser running scripts keeps as text.
    expect(screen.queryByRole("link", { name: "Startup" })).toBeNull();
    const toggle = screen.getByRole("button", { name: "Home submenu" });
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("link", { name: "Startup" })).toBeVisible();
    // One branch open per level: "Pages", open on the way to the current page, closed as "Home" opened.
    expect(screen.queryByRole("link", { name: "Our services" })).toBeNull();
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("link", { name: "Startup" })).toBeNull();
  });
});
