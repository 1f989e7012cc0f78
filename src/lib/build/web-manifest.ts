import { COMPANY_NAME, COMPANY_SHORT_NAME, FAVICON_PATH, TOUCH_ICON_PATH } from "#src/config/company.ts";
import { siteColour } from "#src/lib/site-colours.ts";

/**
 * The web manifest of a language's pages: the same company and icons, opening at that
 * language's home, so a visitor who adds the Arabic site to a home screen gets the Arabic site.
 * The company's name is its Latin brand in both languages, as the pages' titles write it.
 */
export function webManifest(home: string) {
  return {
    name: COMPANY_NAME,
    short_name: COMPANY_SHORT_NAME,
    start_url: home,
    display: "browser",
    // The page's concrete, shown while an installed site opens; the header's ink around it.
    background_color: siteColour("concrete"),
    theme_color: siteColour("ink"),
    icons: [
      { src: FAVICON_PATH, type: "image/svg+xml", sizes: "any" },
      { src: "/media/icon-512.png", type: "image/png", sizes: "512x512" },
      { src: TOUCH_ICON_PATH, type: "image/png", sizes: "180x180" },
    ],
  };
}
