/*
 * HTML wants an <img>'s width and height as whole numbers; gatsby-plugin-image's data give a full-width
 * picture as 1 by 1/ratio and others with float noise. The picture writes whole numbers in its ratio.
 */
import { render } from "@testing-library/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { PlainPicture } from "../../src/components/plain-picture/plain-picture";

const files = (extension: string, widths: number[]) => widths.map((width) => `/static/a/${width}/photo.${extension} ${width}w`).join(",\n");

/** A full-width 3:2 photo, as the build's page data hold it. */
const fullWidth: IGatsbyImageData = {
  layout: "fullWidth",
  width: 1,
  height: 0.6666666666666666,
  images: {
    fallback: { src: "/static/a/1200/photo.jpg", srcSet: files("jpg", [480, 828, 1200]), sizes: "100vw" },
    sources: [{ srcSet: files("webp", [480, 828, 1200]), type: "image/webp", sizes: "100vw" }],
  },
};

/** A constrained 640 px photo cropped to 1.4988:1, whose height the plugin computes as 426.99999999999994. */
const constrained: IGatsbyImageData = {
  layout: "constrained",
  width: 640,
  height: 426.99999999999994,
  images: { fallback: { src: "/static/a/640/photo.jpg", srcSet: files("jpg", [360, 640, 1200]), sizes: "560px" } },
};

const imgOf = (image: IGatsbyImageData) => render(<PlainPicture image={image} alt="" />).container.querySelector("img")!;

it("gives a full-width picture its widest file's size, in its ratio", () => {
  const img = imgOf(fullWidth);
  expect(img.getAttribute("width")).toBe("1200");
  expect(img.getAttribute("height")).toBe("800");
});

it("rounds a constrained picture's float noise away", () => {
  const img = imgOf(constrained);
  expect(img.getAttribute("width")).toBe("640");
  expect(img.getAttribute("height")).toBe("427");
});

it("offers its files for the width a layout draws it at, when told one", () => {
  expect(imgOf(constrained).getAttribute("sizes")).toBe("560px");
  const wide = render(<PlainPicture image={constrained} alt="" sizes="100vw" />).container.querySelector("img")!;
  expect(wide.getAttribute("sizes")).toBe("100vw");
  expect(wide.getAttribute("srcset")).toBe(constrained.images.fallback!.srcSet);
});
