/**
 * Every word a visitor reads on the English site: headings, buttons, the specification's
 * messages, alternative texts, aria labels, titles and descriptions. Its shape is the
 * `Dictionary` every other language must fill (dictionary.ts), key for key.
 *
 * A word that names something (a title, a number, the company) holds a `{placeholder}`,
 * filled by `format` (format.ts), so each language orders its sentence as it needs.
 */
import type { CareerCategory, ProjectCategory } from "#src/config/categories.ts";
import {
  COMPANY_NAME,
  FOUNDING_YEAR,
  type HomeStatisticKey,
  type TeamStatisticKey,
} from "#src/config/company.ts";
import type { NavKey, NoticeKey } from "#src/config/navigation.ts";
import type { ProjectStatus } from "#src/config/categories.ts";
import type { Region } from "#src/config/places.ts";
import { LATIN_NUMERALS, LATIN_SEPARATORS } from "./format.ts";
import { searchWords } from "./search/en.ts";

/** What every language's dictionary holds: the English one's keys, each a text of its own. */
export type Dictionary = typeof en;

export const en = {
  /** The language the words are in, as a BCP 47 tag: Intl names a country in it (project-place.ts). */
  language: "en",
  /** The ten digits, zero to nine, every number on the page is written in (format.ts). */
  numerals: LATIN_NUMERALS,
  /** How numbers group thousands and mark decimals (formatNumber). */
  separators: LATIN_SEPARATORS,
  site: {
    description: `${COMPANY_NAME} is a first-grade construction and contracting company, building hotels, airports, public buildings and infrastructure since ${FOUNDING_YEAR}.`,
    skipToContent: "Skip to content",
    homeLink: `${COMPANY_NAME} home`,
    logoAlt: `${COMPANY_NAME} Logo`,
    mainNavigation: "Main",
    breadcrumb: "Breadcrumb",
    /** The specification's alternative text of the placeholder graphic. */
    imageMissing: "Error loading image",
    previous: "Previous",
    next: "Next",
  },
  /** Each page of the menus by its key (NAV_ITEMS), and the page's own name where it has one. */
  nav: {
    home: "Home",
    classifications: "Classifications",
    careers: "Careers",
    projects: "Our Projects",
    team: "Team",
  } satisfies Record<NavKey, string>,
  menu: {
    open: "Open menu",
    close: "Close menu",
  },
  /** The header's search button and its dialog (i18n/search/). */
  search: searchWords,
  /**
   * The language switch of a page this language lacks (a project written only in Arabic),
   * leading to the nearest page it has: said in this language, so a visitor knows where it leads.
   */
  languageSwitch: {
    nearest: {
      home: "Home in English",
      projects: "Projects in English",
      careers: "Careers in English",
    },
  },
  footer: {
    thanks: "Thank you for considering us. Let's build something great together.",
    getInTouch: "Get in Touch",
    label: "Footer",
    explore: "Explore",
    followUs: "Follow us",
    social: `${COMPANY_NAME} on {network} (opens in a new tab)`,
    copyright: "© 2025. All rights reserved",
  },
  notices: {
    privacy: "Privacy notice",
    accessibility: "Accessibility statement",
    /** The footer's links to them. */
    footer: { privacy: "Privacy", accessibility: "Accessibility" } satisfies Record<NoticeKey, string>,
    lastUpdated: "Last updated: {day}",
  },
  preview: {
    label: "Draft preview",
    drafts: "Preview: drafts as they stand, not the public site.",
    published: "Preview: published content only. Open the preview from the Studio to see drafts.",
  },
  moved: {
    title: "{page} has moved",
    lead: "This page is now {page}.",
  },
  hero: {
    headline: `Build Great with Quality, Speed, and Trust Since ${FOUNDING_YEAR}`,
    subtext:
      "Transforming visions into reality with precision and care. Your trusted partner for innovative, sustainable construction solutions.",
    videoUnsupported: "Your browser does not support the video tag.",
    scrollDown: "Scroll down",
    pauseVideo: "Pause background video",
    playVideo: "Play background video",
  },
  about: {
    eyebrow: "About Us",
    imageAlt: `About ${COMPANY_NAME}`,
  },
  services: {
    heading: "Our Services",
    outline: "Services",
    list: "Services",
  },
  showcase: {
    heading: "Some Of Our Projects",
  },
  homeStatistics: {
    heading: "Four decades in numbers",
    teamLine: "a team of over 140+ dedicated professionals",
    labels: {
      projects: "Projects completed",
      years: "Years of experience",
      customers: "Happy Customers",
      awards: "Awards",
    } satisfies Record<HomeStatisticKey, string>,
  },
  clients: {
    heading: "Our Clients",
    region: "Client logos",
    pause: "Pause client logos",
    play: "Play client logos",
    logoAlt: "Client logo {n}",
  },
  itemViewer: {
    outline: "Projects",
    readMore: "Read more",
    readLess: "Read less",
    value: "Value: {value}",
    classification: "Classification",
    classificationAlt: "{title}: company classification",
    restMissing: "The others could not be loaded. Reload the page to see them.",
  },
  classifications: {
    heading: "Our Classifications",
    description: `${COMPANY_NAME}'s first-grade contractor classifications and ISO certifications for quality, environment, safety, energy and information security.`,
    certificateAlt: `${COMPANY_NAME} contractor classification certificate`,
    /** The specification's five grade lines, in its order. */
    grades: [
      "1ST GRADE BUILDINGS CONSTRUCTION",
      "1ST GRADE BUILDING MAINTENANCE",
      "1ST GRADE ELECTRO-MECHANICAL AND RENEWABLE ENERGY",
      "2ND GRADE ELECTRONICS",
      "2ND GRADE STEEL STRUCTURE",
    ] as [string, string, string, string, string],
    iso: "ISO Certifications",
  },
  /** The company's credentials (Classifications page, footer): certificates, safety record, registration. */
  credentials: {
    certificate: {
      number: "Certificate no.",
      issuer: "Issued by",
      scope: "Scope",
      issuedOn: "Issued on",
      validity: "Validity",
      validUntil: "Valid until",
      expiredOn: "Expired on",
      verify: "Verify at the issuer",
      verifyHidden: ": {certificate} (opens in a new tab)",
      mainName: "Contractor classification certificate",
    },
    register: {
      heading: "Certificate register",
      intro:
        "Each certificate as issued: its number, the body that issued it, its scope and validity, and where to check it.",
    },
    safety: {
      heading: "Safety record",
      caption: "Hours worked and lost-time injuries by year, newest first.",
      year: "Year",
      hoursWorked: "Hours worked",
      lostTimeInjuries: "Lost-time injuries",
      rate: "LTIFR",
      rateNote: "LTIFR: the lost-time injury frequency rate, lost-time injuries per {base} hours worked.",
      /** The line of the rate by year above the table (SafetyChart.astro), and its name. */
      chart: "Lost-time injury frequency rate by year, {first} to {last}",
      subcontractors: "Subcontractors",
      included: "Included",
      excluded: "Not included",
      notStated: "Not stated",
    },
    registration: {
      heading: "Company registration",
      /** Each number's label on the Classifications page. */
      labels: { crNumber: "Commercial registration no.", vatNumber: "VAT no." },
      /** Each number as every page's footer writes it, small. */
      short: { crNumber: "CR {number}", vatNumber: "VAT {number}" },
    },
  },
  /** How a calendar day is written: `locale` for Intl's month names, `day` the pattern. */
  dates: {
    locale: "en-GB",
    /** {gregorian} the day of the Gregorian calendar, {hijri} the Umm al-Qura day. */
    day: "{gregorian}",
  },
  careers: {
    heading: "Become part of us",
    tagline:
      "Every building we hand over is the work of people we value: engineers, craftspeople and specialists who grow with us, project after project.",
    description: `Open positions at ${COMPANY_NAME}: engineering, finance, HR and more.`,
    openPositions: "Open Positions",
    subtitle: "Find your next opportunity to grow with {company}",
    applySubject: "Application for {title}",
  },
  /** The careers board's chips (CareersBoard.tsx) and job cards (JobCards.tsx), and a position's own page. */
  careersBoard: {
    categoriesLabel: "Career categories",
    categories: {
      "All Categories": "All Categories",
      Business: "Business",
      "Customer Service": "Customer Service",
      Finance: "Finance",
      "Human Resources": "Human Resources",
      "Sales & Marketing": "Sales & Marketing",
      Engineering: "Engineering",
      "Technology & IT": "Technology & IT",
      "Legal & Compliance": "Legal & Compliance",
      Other: "Other",
    } satisfies Record<CareerCategory, string>,
    noPositions: "No positions available at the moment. Check back soon!",
    noPositionsIn: "No positions available in {category}. Try a different category.",
    showMore: "Show more",
    showLess: "Show less",
    moreRequirements: "+{n} more requirements",
    apply: "Apply Now",
  },
  position: {
    title: "{title}: Careers",
    role: "The role",
    requirements: "Requirements",
    interested: "Interested?",
    sendCv: "Send us your CV and a few lines about yourself.",
    backToCareers: "Back to Careers",
  },
  projects: {
    page: "Page {page}",
    description: `Hotels, airports, towers, bridges and public buildings delivered by ${COMPANY_NAME}.`,
    categoryDescription: `{category} projects delivered by ${COMPANY_NAME}.`,
    pageOf: "Page {page} of {pages}.",
    section: "Projects",
    categoriesLabel: "Project categories",
    categories: {
      "All Projects": "All Projects",
      Hospitality: "Hospitality",
      Residential: "Residential",
      Commercial: "Commercial",
      Cultural: "Cultural",
      "Government & Royal": "Government & Royal",
      Industrial: "Industrial",
      Airport: "Airport",
      Educational: "Educational",
      "Sports & Recreational": "Sports & Recreational",
      "Infrastructure & Urban": "Infrastructure & Urban",
      "Specialized & Security": "Specialized & Security",
      "Charitable & Community": "Charitable & Community",
      "Religious & Heritage": "Religious & Heritage",
    } satisfies Record<ProjectCategory, string>,
    found: "{n} project(s) found",
    failed: "Failed to fetch projects",
    tryLater: "Please try again later",
    empty: "No projects found",
    emptyHint: "Try selecting a different category",
    /** The map of the projects (/map, /map/{category}): PortfolioMap.astro. */
    map: {
      link: "Map",
      list: "List",
      title: "Map",
      description: `Where ${COMPANY_NAME} has built: its projects on a map of the Kingdom and abroad.`,
      categoryDescription: `Where ${COMPANY_NAME} has built its {category} projects, on a map.`,
      heading: "Where we have built",
      label:
        "Map of Saudi Arabia and its neighbours, north up, with a mark for each project; the list below names the same projects by region.",
      located: "At its site",
      atSeat: "At its region's main city",
      byPlace: "The projects by region and country",
      none: "No project of this category has a region yet.",
      /** The columns under the map (CompletedChart.astro): its heading, its name, each year's figure. */
      completed: "Projects completed by year",
      completedName: "Projects completed by year, {first} to {last}",
      completedYear: "{year}: {count}",
    },
    pagesLabel: "Pages of projects",
    /** Read before a page number by screen readers: "Page 2". */
    pagePrefix: "Page ",
  },
  project: {
    backToProjects: "Back to Projects",
    description: "Description",
    investment: "Project Investment",
    investmentCaption: "Total construction value",
    /** A project's facts (lib/content/project-facts.ts), on its page and its card. */
    facts: {
      heading: "Project facts",
      client: "Client",
      location: "Location",
      status: "Status",
      period: "Period",
      area: "Built-up area",
      region: "Region",
      scope: "Scope",
      /** The Kingdom's regions (config/places.ts); a country abroad is named by Intl. */
      regions: {
        "SA-01": "Riyadh Region",
        "SA-02": "Makkah Region",
        "SA-03": "Madinah Region",
        "SA-04": "Eastern Province",
        "SA-05": "Al-Qassim Region",
        "SA-06": "Ha'il Region",
        "SA-07": "Tabuk Region",
        "SA-08": "Northern Borders Region",
        "SA-09": "Jazan Region",
        "SA-10": "Najran Region",
        "SA-11": "Al-Bahah Region",
        "SA-12": "Al-Jawf Region",
        "SA-14": "Asir Region",
      } satisfies Record<Region, string>,
      statuses: {
        completed: "Completed",
        underConstruction: "Under construction",
      } satisfies Record<ProjectStatus, string>,
      periods: {
        range: "{start}–{end}",
        rangeExpected: "{start}–{end} (expected)",
        since: "Since {start}",
        started: "Started {start}",
        expected: "Completion expected {end}",
        completed: "{end}",
      },
      squareMetres: "{area} m²",
    },
    images: "{n} Images",
    gallery: "{title}: images",
    imageAlt: "{title}, image {n} of {count}",
    previousImage: "Previous image",
    nextImage: "Next image",
  },
  team: {
    description: `The people who lead ${COMPANY_NAME}.`,
    statisticsLabel: "Team in numbers",
    heading: "Our Team",
    linkedIn: "{name} on LinkedIn (opens in a new tab)",
    email: "E-mail {name}",
    statistics: {
      members: "Team Members",
      projects: "Projects Completed",
      years: "Years Experience",
      satisfaction: "Client Satisfaction",
    } satisfies Record<TeamStatisticKey, string>,
  },
  /** The company profile, a PDF per language (lib/profile/), and the links to it. */
  profile: {
    title: "Company profile",
    since: `Since ${FOUNDING_YEAR}`,
    /** The link on the Classifications page and in every footer, with the file's size. */
    link: "Company profile (PDF, {size})",
    linkUnsized: "Company profile (PDF)",
    size: { kilobytes: "{size} KB", megabytes: "{size} MB" },
    about: "About us",
    services: "Our services",
    credentials: "Credentials",
    classification: "Contractor classification",
    certificates: "ISO certificates",
    projects: "Selected projects",
    value: "Value",
    clients: "Our clients",
    contact: "Contact us",
    email: "E-mail",
    site: "Website",
    /** On every page of a draft preview's profile. */
    draft: "Draft preview: not published",
    page: "Page {page} of {total}",
  },
  notFound: {
    title: "Page not found",
    description: "This page does not exist or has moved.",
    eyebrow: "Error 404",
    lead: "The page you asked for does not exist or has moved.",
    home: "Go to the home page",
    loadingProject: "Loading project...",
    projectMissing: "Project not found",
    projectMissingLead: "This project is not in our portfolio, or its address has changed.",
    projectFailed: "Failed to fetch project",
  },
};
