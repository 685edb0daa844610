import { render } from "@testing-library/react";
import { withEmailBreaks } from "../../src/lib/email-breaks";

const html = (text: string) => render(<p>{withEmailBreaks(text)}</p>).container.innerHTML;

describe("withEmailBreaks", () => {
  it("lets an address wrap after its @ and before each dot of its domain, and reads the same", () => {
    const { container } = render(<p>{withEmailBreaks("Write to lisboa@fieldnote.co.example today")}</p>);
    expect(container.innerHTML).toBe("<p>Write to lisboa@<wbr>fieldnote<wbr>.co<wbr>.example today</p>");
    expect(container.textContent).toBe("Write to lisboa@fieldnote.co.example today");
  });

  it("breaks every address in a text", () => {
    expect(html("a@b.example or c@d.example")).toBe("<p>a@<wbr>b<wbr>.example or c@<wbr>d<wbr>.example</p>");
  });

  it("leaves text without an address alone", () => {
    expect(withEmailBreaks("Rua da Prata 118")).toBe("Rua da Prata 118");
  });
});
