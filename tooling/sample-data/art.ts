/**
 * Procedural artwork for the sample dataset: SVG strings that sharp rasterises.
 * Deterministic for a given seed, so regenerating the sample changes nothing
 * unless the drawing code or the content changes.
 */

export type Rng = () => number;

/** mulberry32: a tiny seeded PRNG, good enough for layout jitter. */
export function rng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function seedOf(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

/** Escapes text for use inside SVG markup. */
function esc(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}

export type Palette = "dawn" | "day" | "dusk" | "night";
export type Landmark =
  | "tower"
  | "dome"
  | "terminal"
  | "bridge"
  | "stadium"
  | "factory"
  | "houses"
  | "campus"
  | "interior";

const SKIES: Record<Palette, { top: string; bottom: string; sun: string; far: string; near: string; lit: string }> = {
  dawn: { top: "#3b4a6b", bottom: "#f4b183", sun: "#ffd9a0", far: "#6d6f86", near: "#2d3142", lit: "#ffd27a" },
  day: { top: "#6fa8dc", bottom: "#dbe9f4", sun: "#fff6d5", far: "#9fb3c8", near: "#46566b", lit: "#e8f1f8" },
  dusk: { top: "#1f2a44", bottom: "#e07a5f", sun: "#f6bd60", far: "#51506b", near: "#1e2230", lit: "#f6bd60" },
  night: { top: "#0b1020", bottom: "#2a3558", sun: "#e9ecf5", far: "#252c45", near: "#121626", lit: "#f2c14e" },
};

const AMBER = "#f2a900";

function windows(x: number, y: number, w: number, h: number, r: Rng, lit: string, density: number): string {
  const cols = Math.max(1, Math.floor(w / 14));
  const rows = Math.max(1, Math.floor(h / 18));
  const cw = w / cols;
  const rh = h / rows;
  let out = "";
  for (let i = 0; i < cols; i++) {
    for (let j = 0; j < rows; j++) {
      if (r() < density) {
        out += `<rect x="${(x + i * cw + cw * 0.25).toFixed(1)}" y="${(y + j * rh + rh * 0.25).toFixed(1)}" width="${(cw * 0.5).toFixed(1)}" height="${(rh * 0.45).toFixed(1)}" fill="${lit}" opacity="${(0.35 + r() * 0.6).toFixed(2)}"/>`;
      }
    }
  }
  return out;
}

function skylineLayer(w: number, baseY: number, r: Rng, color: string, minH: number, maxH: number, lit?: string): string {
  let x = -20;
  let out = "";
  while (x < w + 20) {
    const bw = 40 + r() * 90;
    const bh = minH + r() * (maxH - minH);
    out += `<rect x="${x.toFixed(1)}" y="${(baseY - bh).toFixed(1)}" width="${bw.toFixed(1)}" height="${bh.toFixed(1)}" fill="${color}"/>`;
    if (lit) out += windows(x + 4, baseY - bh + 8, bw - 8, bh - 16, r, lit, 0.35);
    x += bw + r() * 12;
  }
  return out;
}

function crane(x: number, groundY: number, height: number, jib: number): string {
  const top = groundY - height;
  const mast = `<rect x="${x}" y="${top}" width="14" height="${height}" fill="none" stroke="${AMBER}" stroke-width="3"/>`;
  let lattice = "";
  for (let y = top; y < groundY - 20; y += 20) {
    lattice += `<path d="M${x} ${y} L${x + 14} ${y + 20} M${x + 14} ${y} L${x} ${y + 20}" stroke="${AMBER}" stroke-width="1.5"/>`;
  }
  const boom = `<rect x="${x - jib * 0.3}" y="${top - 10}" width="${jib}" height="10" fill="${AMBER}"/>`;
  const cab = `<rect x="${x - 6}" y="${top + 2}" width="26" height="18" fill="${AMBER}"/>`;
  const peak = `<path d="M${x + 7} ${top - 48} L${x - jib * 0.3} ${top - 8} M${x + 7} ${top - 48} L${x + jib * 0.7} ${top - 8}" stroke="${AMBER}" stroke-width="2"/>`;
  const hookX = x + jib * 0.45;
  const hook = `<line x1="${hookX}" y1="${top}" x2="${hookX}" y2="${top + height * 0.35}" stroke="#222" stroke-width="2"/><rect x="${hookX - 14}" y="${top + height * 0.35}" width="28" height="10" fill="#555"/>`;
  const counter = `<rect x="${x - jib * 0.28}" y="${top}" width="30" height="16" fill="#5b5b5b"/>`;
  return mast + lattice + peak + boom + cab + counter + hook;
}

function landmark(kind: Landmark, w: number, h: number, groundY: number, r: Rng, pal: (typeof SKIES)[Palette]): string {
  const cx = w * (0.35 + r() * 0.3);
  switch (kind) {
    case "tower": {
      const tw = w * 0.14;
      const th = h * 0.72;
      const x = cx - tw / 2;
      const y = groundY - th;
      let fins = "";
      for (let i = 1; i < 8; i++) fins += `<line x1="${x + (tw * i) / 8}" y1="${y + 30}" x2="${x + (tw * i) / 8}" y2="${groundY}" stroke="#ffffff" stroke-opacity="0.18" stroke-width="1.5"/>`;
      return `<defs><linearGradient id="glass" x1="0" x2="1"><stop offset="0" stop-color="#8fb3cf"/><stop offset="0.55" stop-color="#3c5a78"/><stop offset="1" stop-color="#1d2d40"/></linearGradient></defs>
        <path d="M${x} ${groundY} L${x} ${y + 30} L${cx} ${y} L${x + tw} ${y + 30} L${x + tw} ${groundY} Z" fill="url(#glass)"/>${fins}
        <line x1="${cx}" y1="${y}" x2="${cx}" y2="${y - 60}" stroke="#c9d3dc" stroke-width="3"/>`;
    }
    case "dome": {
      const rw = w * 0.16;
      const base = groundY - h * 0.22;
      return `<rect x="${cx - rw * 1.4}" y="${base}" width="${rw * 2.8}" height="${h * 0.22}" fill="#e9dcc3"/>
        ${windows(cx - rw * 1.3, base + 12, rw * 2.6, h * 0.18, r, "#8a6d47", 0.9)}
        <path d="M${cx - rw} ${base} A ${rw} ${rw * 1.05} 0 0 1 ${cx + rw} ${base} Z" fill="#d4a84f"/>
        <rect x="${cx - 4}" y="${base - rw * 1.05 - 40}" width="8" height="40" fill="#d4a84f"/>
        <rect x="${cx - rw * 2.1}" y="${groundY - h * 0.55}" width="${rw * 0.28}" height="${h * 0.55}" fill="#e9dcc3"/>
        <path d="M${cx - rw * 2.1} ${groundY - h * 0.55} L${cx - rw * 1.96} ${groundY - h * 0.64} L${cx - rw * 1.82} ${groundY - h * 0.55} Z" fill="#d4a84f"/>`;
    }
    case "terminal": {
      const tw = w * 0.7;
      const x = w * 0.15;
      const roofY = groundY - h * 0.22;
      return `<path d="M${x} ${groundY} L${x} ${roofY + 30} Q ${x + tw / 2} ${roofY - 70} ${x + tw} ${roofY + 30} L${x + tw} ${groundY} Z" fill="#dfe6ec"/>
        <rect x="${x + 20}" y="${roofY + 40}" width="${tw - 40}" height="${groundY - roofY - 50}" fill="#5f7f9b" opacity="0.85"/>
        ${windows(x + 20, roofY + 40, tw - 40, groundY - roofY - 50, r, pal.lit, 0.5)}
        <rect x="${x + tw * 0.8}" y="${groundY - h * 0.5}" width="26" height="${h * 0.5}" fill="#c8d0d7"/>
        <rect x="${x + tw * 0.8 - 18}" y="${groundY - h * 0.55}" width="62" height="34" fill="#34495e"/>
        <path d="M${w * 0.72} ${h * 0.18} l60 10 l-60 10 l-20 -4 l-34 18 l-8 0 l22 -22 l-30 -6 l-8 8 l-6 0 l6 -12 z" fill="#ffffff" opacity="0.85"/>`;
    }
    case "bridge": {
      const deckY = groundY - h * 0.18;
      const t1 = w * 0.3;
      const t2 = w * 0.7;
      let cables = "";
      for (let i = 1; i <= 8; i++) {
        cables += `<line x1="${t1}" y1="${deckY - h * 0.4}" x2="${t1 - i * 26}" y2="${deckY}" stroke="#d9dee3" stroke-width="1.5"/><line x1="${t1}" y1="${deckY - h * 0.4}" x2="${t1 + i * 26}" y2="${deckY}" stroke="#d9dee3" stroke-width="1.5"/>`;
        cables += `<line x1="${t2}" y1="${deckY - h * 0.4}" x2="${t2 - i * 26}" y2="${deckY}" stroke="#d9dee3" stroke-width="1.5"/><line x1="${t2}" y1="${deckY - h * 0.4}" x2="${t2 + i * 26}" y2="${deckY}" stroke="#d9dee3" stroke-width="1.5"/>`;
      }
      return `<rect x="0" y="${deckY}" width="${w}" height="14" fill="#cfd6dc"/>${cables}
        <rect x="${t1 - 8}" y="${deckY - h * 0.42}" width="16" height="${h * 0.42 + 80}" fill="#e6eaee"/>
        <rect x="${t2 - 8}" y="${deckY - h * 0.42}" width="16" height="${h * 0.42 + 80}" fill="#e6eaee"/>`;
    }
    case "stadium": {
      const sw = w * 0.32;
      const top = groundY - h * 0.26;
      let ribs = "";
      for (let i = -6; i <= 6; i++) ribs += `<line x1="${cx + i * (sw / 7)}" y1="${top + 8}" x2="${cx + i * (sw / 8.5)}" y2="${groundY}" stroke="#ffffff" stroke-opacity="0.35" stroke-width="3"/>`;
      return `<ellipse cx="${cx}" cy="${groundY}" rx="${sw}" ry="${h * 0.28}" fill="#c8d2db"/>
        <ellipse cx="${cx}" cy="${top + 8}" rx="${sw * 0.92}" ry="${h * 0.05}" fill="#2f3e4e"/>${ribs}
        <rect x="${cx - sw - 30}" y="${top - 60}" width="6" height="${h * 0.3 + 60}" fill="#9aa5ae"/><rect x="${cx - sw - 44}" y="${top - 70}" width="34" height="14" fill="${pal.lit}"/>
        <rect x="${cx + sw + 24}" y="${top - 60}" width="6" height="${h * 0.3 + 60}" fill="#9aa5ae"/><rect x="${cx + sw + 10}" y="${top - 70}" width="34" height="14" fill="${pal.lit}"/>`;
    }
    case "factory": {
      let roofs = "";
      const x0 = w * 0.15;
      const fw = w * 0.55;
      const y0 = groundY - h * 0.2;
      for (let i = 0; i < 6; i++) {
        const sx = x0 + (i * fw) / 6;
        roofs += `<path d="M${sx} ${y0} L${sx + fw / 6} ${y0 - 40} L${sx + fw / 6} ${y0} Z" fill="#9ba8b4"/>`;
      }
      return `<rect x="${x0}" y="${y0}" width="${fw}" height="${h * 0.2}" fill="#b7c1ca"/>${roofs}
        ${windows(x0 + 10, y0 + 14, fw - 20, h * 0.1, r, pal.lit, 0.7)}
        <rect x="${x0 + fw + 30}" y="${groundY - h * 0.5}" width="34" height="${h * 0.5}" fill="#8d98a2"/>
        <rect x="${x0 + fw + 30}" y="${groundY - h * 0.5}" width="34" height="10" fill="#c0392b"/>
        <circle cx="${x0 + fw + 60}" cy="${groundY - h * 0.56}" r="26" fill="#ffffff" opacity="0.35"/>
        <circle cx="${x0 + fw + 96}" cy="${groundY - h * 0.62}" r="34" fill="#ffffff" opacity="0.22"/>
        <ellipse cx="${w * 0.12}" cy="${groundY - 30}" rx="40" ry="30" fill="#aab4bd"/><rect x="${w * 0.12 - 40}" y="${groundY - 30}" width="80" height="30" fill="#aab4bd"/>`;
    }
    case "houses": {
      let out = "";
      for (let i = 0; i < 5; i++) {
        const hx = w * 0.08 + i * w * 0.18;
        const hw = w * 0.14;
        const hh = h * (0.16 + r() * 0.06);
        const colour = ["#efe4d2", "#e4d3b6", "#f3ede3", "#d9c7a6", "#ece1cf"][i] ?? "#efe4d2";
        out += `<rect x="${hx}" y="${groundY - hh}" width="${hw}" height="${hh}" fill="${colour}"/>
          <path d="M${hx - 8} ${groundY - hh} L${hx + hw / 2} ${groundY - hh - 50} L${hx + hw + 8} ${groundY - hh} Z" fill="#8c5a3c"/>
          ${windows(hx + 8, groundY - hh + 12, hw - 16, hh - 40, r, "#5a7b96", 0.8)}
          <rect x="${hx + hw / 2 - 12}" y="${groundY - 40}" width="24" height="40" fill="#6b4a34"/>
          <circle cx="${hx + hw + 16}" cy="${groundY - 40}" r="22" fill="#5d8c52"/><rect x="${hx + hw + 14}" y="${groundY - 22}" width="4" height="22" fill="#5a4632"/>`;
      }
      return out;
    }
    case "campus": {
      const x0 = w * 0.18;
      const cw = w * 0.64;
      const y0 = groundY - h * 0.3;
      return `<rect x="${x0}" y="${y0}" width="${cw}" height="${h * 0.3}" fill="#d8c3a5"/>
        ${windows(x0 + 12, y0 + 14, cw - 24, h * 0.22, r, "#4f6d8a", 0.85)}
        <path d="M${x0 + cw * 0.35} ${y0} L${x0 + cw * 0.5} ${y0 - 70} L${x0 + cw * 0.65} ${y0} Z" fill="#a0522d"/>
        <rect x="${x0 + cw * 0.44}" y="${groundY - 60}" width="${cw * 0.12}" height="60" fill="#6b4a34"/>
        ${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="${x0 + cw * 0.38 + i * cw * 0.05}" y="${y0 + 4}" width="8" height="${h * 0.3 - 64}" fill="#f4ead8"/>`).join("")}`;
    }
    case "interior": {
      return "";
    }
  }
}

/** A photograph-like construction scene: sky, skyline, a landmark, cranes, ground. */
export function sceneSvg(opts: { width: number; height: number; seed: number; palette: Palette; landmark: Landmark; cranes?: number }): string {
  const { width: w, height: h } = opts;
  const r = rng(opts.seed);
  const pal = SKIES[opts.palette];
  const groundY = h * 0.82;
  if (opts.landmark === "interior") return interiorSvg(w, h, r);
  const sunX = w * (0.15 + r() * 0.7);
  const sunY = h * (0.18 + r() * 0.2);
  const cranes = opts.cranes ?? (r() < 0.6 ? 1 : 2);
  let craneSvg = "";
  for (let i = 0; i < cranes; i++) craneSvg += crane(w * (0.08 + r() * 0.8), groundY, h * (0.45 + r() * 0.25), w * (0.22 + r() * 0.1));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${pal.top}"/><stop offset="1" stop-color="${pal.bottom}"/></linearGradient>
      <radialGradient id="glow"><stop offset="0" stop-color="${pal.sun}" stop-opacity="0.9"/><stop offset="1" stop-color="${pal.sun}" stop-opacity="0"/></radialGradient>
      <linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#4a4640"/><stop offset="1" stop-color="#24221f"/></linearGradient>
    </defs>
    <rect width="${w}" height="${h}" fill="url(#sky)"/>
    <circle cx="${sunX}" cy="${sunY}" r="${h * 0.35}" fill="url(#glow)"/>
    <circle cx="${sunX}" cy="${sunY}" r="${h * 0.05}" fill="${pal.sun}"/>
    ${skylineLayer(w, groundY, r, pal.far, h * 0.12, h * 0.38)}
    ${craneSvg}
    ${skylineLayer(w, groundY, r, pal.near, h * 0.05, h * 0.2, pal.lit)}
    ${landmark(opts.landmark, w, h, groundY, r, pal)}
    <rect y="${groundY}" width="${w}" height="${h - groundY}" fill="url(#ground)"/>
    <rect y="${groundY}" width="${w}" height="4" fill="${AMBER}" opacity="0.7"/>
  </svg>`;
}

function interiorSvg(w: number, h: number, r: Rng): string {
  const vx = w * (0.4 + r() * 0.2);
  const vy = h * 0.45;
  let beams = "";
  for (let i = 0; i <= 10; i++) {
    const x = (w * i) / 10;
    beams += `<line x1="${x}" y1="0" x2="${vx + (x - vx) * 0.25}" y2="${vy - h * 0.12}" stroke="#c9a46a" stroke-opacity="0.5" stroke-width="3"/>`;
    beams += `<line x1="${x}" y1="${h}" x2="${vx + (x - vx) * 0.25}" y2="${vy + h * 0.12}" stroke="#6c5a45" stroke-opacity="0.5" stroke-width="2"/>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
    <defs><radialGradient id="light" cx="0.5" cy="0.45" r="0.7"><stop offset="0" stop-color="#fff4dc"/><stop offset="1" stop-color="#3b3027"/></radialGradient></defs>
    <rect width="${w}" height="${h}" fill="url(#light)"/>
    <rect x="${vx - w * 0.12}" y="${vy - h * 0.12}" width="${w * 0.24}" height="${h * 0.24}" fill="#fffaf0"/>
    ${beams}
    <rect x="${w * 0.1}" y="${h * 0.72}" width="${w * 0.25}" height="${h * 0.06}" fill="#7b5b3a"/>
    <rect x="${w * 0.65}" y="${h * 0.7}" width="${w * 0.22}" height="${h * 0.08}" fill="#8a8f94"/>
    <circle cx="${w * 0.5}" cy="${h * 0.15}" r="${h * 0.04}" fill="#ffe7a8"/>
  </svg>`;
}

/** A framed certificate page with a title, a body line and a seal. */
export function certificateSvg(opts: { width: number; height: number; title: string; subtitle: string; issuer: string; holder: string; accent: string }): string {
  const { width: w, height: h } = opts;
  const lines = Array.from({ length: 7 }, (_, i) => `<rect x="${w * 0.16}" y="${h * (0.52 + i * 0.035)}" width="${w * (0.68 - (i % 3) * 0.08)}" height="6" rx="3" fill="#c9cdd2"/>`).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
    <rect width="${w}" height="${h}" fill="#fbfaf6"/>
    <rect x="${w * 0.04}" y="${h * 0.03}" width="${w * 0.92}" height="${h * 0.94}" fill="none" stroke="${opts.accent}" stroke-width="10"/>
    <rect x="${w * 0.06}" y="${h * 0.045}" width="${w * 0.88}" height="${h * 0.91}" fill="none" stroke="${opts.accent}" stroke-width="2"/>
    <text x="${w / 2}" y="${h * 0.14}" text-anchor="middle" font-family="DejaVu Serif" font-size="${w * 0.035}" fill="#555" letter-spacing="4">CERTIFICATE</text>
    <text x="${w / 2}" y="${h * 0.27}" text-anchor="middle" font-family="DejaVu Sans" font-weight="bold" font-size="${w * 0.085}" fill="#1b2330">${esc(opts.title)}</text>
    <text x="${w / 2}" y="${h * 0.33}" text-anchor="middle" font-family="DejaVu Sans" font-size="${w * 0.034}" fill="#3a4654">${esc(opts.subtitle)}</text>
    <text x="${w / 2}" y="${h * 0.43}" text-anchor="middle" font-family="DejaVu Serif" font-style="italic" font-size="${w * 0.036}" fill="#1b2330">${esc(opts.holder)}</text>
    ${lines}
    <circle cx="${w * 0.74}" cy="${h * 0.85}" r="${w * 0.09}" fill="${opts.accent}"/>
    <circle cx="${w * 0.74}" cy="${h * 0.85}" r="${w * 0.07}" fill="none" stroke="#fff" stroke-width="3" stroke-dasharray="6 4"/>
    <text x="${w * 0.74}" y="${h * 0.858}" text-anchor="middle" font-family="DejaVu Sans" font-weight="bold" font-size="${w * 0.028}" fill="#fff">${esc(opts.issuer)}</text>
    <line x1="${w * 0.16}" y1="${h * 0.88}" x2="${w * 0.46}" y2="${h * 0.88}" stroke="#1b2330" stroke-width="2"/>
    <text x="${w * 0.16}" y="${h * 0.91}" font-family="DejaVu Sans" font-size="${w * 0.022}" fill="#555">Authorised signatory</text>
  </svg>`;
}

/** Width a wordmark of that name needs at that height (DejaVu Sans Bold averages ~0.66 em per glyph). */
export function logoWidth(name: string, height: number): number {
  return Math.ceil(height * 0.95 + name.length * height * 0.26 * 0.66);
}

/** A client wordmark on a transparent background. */
export function logoSvg(opts: { width: number; height: number; name: string; mark: "circle" | "square" | "triangle" | "bars"; colour: string }): string {
  const { width: w, height: h } = opts;
  const s = h * 0.5;
  const y = (h - s) / 2;
  const mark = {
    circle: `<circle cx="${h * 0.45}" cy="${h / 2}" r="${s / 2}" fill="${opts.colour}"/><circle cx="${h * 0.45}" cy="${h / 2}" r="${s / 5}" fill="#fff"/>`,
    square: `<rect x="${h * 0.2}" y="${y}" width="${s}" height="${s}" fill="${opts.colour}" transform="rotate(45 ${h * 0.2 + s / 2} ${h / 2})"/>`,
    triangle: `<path d="M${h * 0.2} ${y + s} L${h * 0.2 + s / 2} ${y} L${h * 0.2 + s} ${y + s} Z" fill="${opts.colour}"/>`,
    bars: [0, 1, 2].map((i) => `<rect x="${h * 0.2 + i * s * 0.36}" y="${y + s * (0.5 - i * 0.25)}" width="${s * 0.26}" height="${s * (0.5 + i * 0.25)}" fill="${opts.colour}"/>`).join(""),
  }[opts.mark];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
    ${mark}
    <text x="${h * 0.9}" y="${h * 0.62}" font-family="DejaVu Sans" font-weight="bold" font-size="${h * 0.26}" fill="#2b2f36">${esc(opts.name)}</text>
  </svg>`;
}

/** A studio-style portrait silhouette on a soft gradient. */
export function portraitSvg(opts: { width: number; height: number; seed: number }): string {
  const { width: w, height: h } = opts;
  const r = rng(opts.seed);
  const hues = ["#d9c9b3", "#c7d3dd", "#d7d0c3", "#cfd8cf", "#e0cfc4"];
  const bg = hues[Math.floor(r() * hues.length)] ?? "#d9c9b3";
  const skin = ["#c68e62", "#e0ac8a", "#8d5a3b", "#f1c7a5", "#a8714d"][Math.floor(r() * 5)] ?? "#c68e62";
  const suit = ["#1f2a37", "#2e3b4e", "#3a3a3a", "#15324a"][Math.floor(r() * 4)] ?? "#1f2a37";
  const hair = ["#1b1714", "#3b2a1e", "#5b4636", "#9a9a9a"][Math.floor(r() * 4)] ?? "#1b1714";
  const cx = w / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
    <defs><radialGradient id="bg" cx="0.5" cy="0.35" r="0.8"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${bg}"/></radialGradient></defs>
    <rect width="${w}" height="${h}" fill="url(#bg)"/>
    <path d="M${cx - w * 0.42} ${h} Q ${cx - w * 0.4} ${h * 0.66} ${cx} ${h * 0.64} Q ${cx + w * 0.4} ${h * 0.66} ${cx + w * 0.42} ${h} Z" fill="${suit}"/>
    <path d="M${cx - w * 0.08} ${h * 0.645} L${cx} ${h * 0.78} L${cx + w * 0.08} ${h * 0.645} Z" fill="#f4f4f4"/>
    <rect x="${cx - w * 0.06}" y="${h * 0.52}" width="${w * 0.12}" height="${h * 0.12}" fill="${skin}"/>
    <ellipse cx="${cx}" cy="${h * 0.42}" rx="${w * 0.16}" ry="${h * 0.15}" fill="${skin}"/>
    <path d="M${cx - w * 0.17} ${h * 0.41} Q ${cx - w * 0.16} ${h * 0.24} ${cx} ${h * 0.25} Q ${cx + w * 0.17} ${h * 0.24} ${cx + w * 0.17} ${h * 0.41} Q ${cx + w * 0.1} ${h * 0.3} ${cx - w * 0.17} ${h * 0.41} Z" fill="${hair}"/>
  </svg>`;
}
