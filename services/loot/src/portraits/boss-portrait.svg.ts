// A boss's portrait as SVG: a medallion with an atmospheric backdrop, the creature's silhouette lit from
// one side with glowing eyes, a bronze frame and the boss's initials on a plaque. Everything is chosen from
// a hash of the name, so a boss always gets the same picture and two bosses rarely share one.

export interface BossPortraitInput {
  name: string;
  /** A hint at the creature ("Cave-troll", "spider" …); otherwise the name's words decide, then the hash. */
  genus?: string | null;
  level?: number;
}

export const PORTRAIT_SIZE = 256;

export type PortraitFamily = 'troll' | 'orc' | 'beast' | 'spider' | 'wraith' | 'warrior' | 'dragon';
const FAMILIES: readonly PortraitFamily[] = ['troll', 'orc', 'beast', 'spider', 'wraith', 'warrior', 'dragon'];

const FAMILY_WORDS: readonly [RegExp, PortraitFamily][] = [
  [/troll|ogre|giant|ettin/i, 'troll'],
  [/orc|uruk|goblin|snaga|hobgoblin/i, 'orc'],
  [/warg|wolf|bear|hound|beast|boar/i, 'beast'],
  [/spider|weaver|crawler|broodmother/i, 'spider'],
  [/wight|wraith|ghost|spirit|shade|specter|spectre|barrow|nazg|lich|dead/i, 'wraith'],
  [/dragon|drake|wyrm|worm|serpent/i, 'dragon'],
  [/man|men|lord|king|captain|dwarf|elf|chief|knight|thane|witch|sorcer/i, 'warrior'],
];

/** FNV-1a: a stable 32-bit hash of the name. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (const char of text) {
    h ^= char.codePointAt(0)!;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** mulberry32: a small seeded generator, so every choice follows from the name. */
function generator(seed: number): () => number {
  let state = seed || 1;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);
}

export function portraitFamily(input: BossPortraitInput): PortraitFamily {
  for (const text of [input.genus ?? '', input.name]) {
    const match = FAMILY_WORDS.find(([pattern]) => pattern.test(text));
    if (match) return match[1];
  }
  return FAMILIES[hash(input.name) % FAMILIES.length]!;
}

/** Muted backdrop palettes: [inner glow, outer dark, mist]. */
const BACKDROPS: readonly [string, string, string][] = [
  ['#8a3b1f', '#1a0a06', '#d9793f'], // ember
  ['#3f6b3a', '#0a140b', '#8fbf6a'], // swamp
  ['#35607f', '#08121c', '#8cc3e8'], // ice
  ['#5a3a78', '#110a1a', '#b08ad6'], // shadow
  ['#7d6a43', '#17120a', '#e0c98f'], // bone
  ['#6e2a3c', '#16070c', '#e07a8f'], // blood moon
];
const EYES = ['#ff4a2a', '#ffb12e', '#7dff6a', '#7fe3ff', '#d67bff', '#fff07a'];

function initials(name: string): string {
  const words = name
    .split(/[\s-]+/)
    .filter((word) => word && !/^(the|of|and|der|die|das|le|la|les|de|du)$/i.test(word));
  const letters = words.slice(0, 2).map((word) => [...word][0]!.toLocaleUpperCase('en'));
  return letters.join('') || '?';
}

interface Drawing {
  body: string;
  eyes: [number, number][];
  eyeSize: number;
  extra: string;
}

// Silhouettes on a 256 × 256 canvas, the bust rising from the bottom edge; `r` varies details per boss.
function silhouette(family: PortraitFamily, r: () => number): Drawing {
  const v = (min: number, max: number) => min + (max - min) * r();
  switch (family) {
    case 'troll': {
      const w = v(0, 10);
      return {
        body: `M${18 - w} 256 C${24 - w} 196 ${58 - w} 168 ${92} 160 C${78} 140 ${74} 110 ${84} 86 C${96} 58 ${160} 58 ${172} 86 C${182} 110 ${178} 140 ${164} 160 C${198 + w} 168 ${232 + w} 196 ${238 + w} 256 Z`,
        eyes: [[108, 112], [148, 112]],
        eyeSize: 4.5,
        extra:
          // Heavy brow, tusks and a ragged ear.
          `<path d="M92 102 Q128 86 164 102 L160 108 Q128 96 96 108 Z" fill="#000" opacity="0.55"/>` +
          `<path d="M110 146 l-6 -16 l10 12 Z M146 146 l6 -16 l-10 12 Z" fill="#e8dcc0" opacity="0.85"/>` +
          (r() > 0.5 ? `<path d="M80 100 l-16 -10 l10 18 Z" fill="url(#body)"/>` : ''),
      };
    }
    case 'orc': {
      const spikes = r() > 0.4;
      return {
        body: `M30 256 C36 204 70 178 100 170 C88 152 84 128 88 110 C92 84 112 70 128 70 C144 70 164 84 168 110 C172 128 168 152 156 170 C186 178 220 204 226 256 Z`,
        eyes: [[112, 118], [144, 118]],
        eyeSize: 3.8,
        extra:
          // Pointed ears, a crested helm, shoulder spikes.
          `<path d="M90 112 L58 92 L92 128 Z M166 112 L198 92 L164 128 Z" fill="url(#body)"/>` +
          `<path d="M84 104 Q128 56 172 104 L168 96 Q128 40 88 96 Z" fill="#000" opacity="0.5"/>` +
          `<path d="M126 44 L130 44 L134 80 L122 80 Z" fill="url(#body)"/>` +
          (spikes ? `<path d="M52 204 L40 170 L66 196 Z M204 204 L216 170 L190 196 Z" fill="url(#body)"/>` : '') +
          `<path d="M116 150 l-4 -10 l8 8 Z M140 150 l4 -10 l-8 8 Z" fill="#e8dcc0" opacity="0.8"/>`,
      };
    }
    case 'beast': {
      return {
        body: `M26 256 C40 210 70 184 96 176 C80 160 70 140 72 120 C58 104 60 70 66 56 L92 86 C104 80 152 80 164 86 L190 56 C196 70 198 104 184 120 C186 140 176 160 160 176 C186 184 216 210 230 256 Z`,
        eyes: [[106, 118], [150, 118]],
        eyeSize: 4,
        extra:
          // Snout and bared fangs.
          `<path d="M108 138 Q128 128 148 138 L142 168 Q128 178 114 168 Z" fill="#000" opacity="0.45"/>` +
          `<path d="M116 166 l3 10 l3 -10 Z M134 166 l3 10 l3 -10 Z" fill="#efe6d2" opacity="0.85"/>`,
      };
    }
    case 'spider': {
      const legs: string[] = [];
      for (let i = 0; i < 4; i++) {
        const y = 120 + i * 22;
        const reach = v(86, 112);
        legs.push(`M128 ${y} Q${128 - reach * 0.6} ${y - 60} ${128 - reach} ${y + 40}`, `M128 ${y} Q${128 + reach * 0.6} ${y - 60} ${128 + reach} ${y + 40}`);
      }
      return {
        body: `M128 96 C168 96 184 130 180 160 C176 200 154 236 128 246 C102 236 80 200 76 160 C72 130 88 96 128 96 Z`,
        eyes: [[116, 122], [140, 122], [106, 134], [150, 134], [122, 110], [134, 110]],
        eyeSize: 3.2,
        extra: `<path d="${legs.join(' ')}" fill="none" stroke="url(#body)" stroke-width="7" stroke-linecap="round"/>`,
      };
    }
    case 'wraith': {
      const sway = v(-8, 8);
      return {
        body: `M34 256 C46 196 74 170 92 158 C84 124 86 88 100 66 C112 48 144 48 156 66 C170 88 172 124 164 158 C182 170 210 196 222 256 Z`,
        eyes: [[114 + sway * 0.2, 118], [142 + sway * 0.2, 118]],
        eyeSize: 4.2,
        extra:
          // The hood's dark opening, and a crown for some.
          `<path d="M100 92 Q128 72 156 92 Q160 130 128 150 Q96 130 100 92 Z" fill="#000" opacity="0.75"/>` +
          (r() > 0.5 ? `<path d="M102 70 L108 50 L116 64 L128 44 L140 64 L148 50 L154 70 Z" fill="url(#frame)" opacity="0.9"/>` : ''),
      };
    }
    case 'dragon': {
      return {
        body: `M22 256 C40 206 76 182 104 172 C92 150 88 132 96 114 L70 62 L108 98 C118 90 138 90 148 98 L186 62 L160 114 C168 132 164 150 152 172 C180 182 216 206 234 256 Z`,
        eyes: [[110, 122], [146, 122]],
        eyeSize: 4,
        extra:
          // Long jaw and a row of back spines.
          `<path d="M106 140 Q128 132 150 140 L140 186 Q128 192 116 186 Z" fill="#000" opacity="0.4"/>` +
          `<path d="M60 214 l8 -22 l6 18 l10 -24 l6 22 l10 -20 l4 24 Z" fill="url(#body)"/>`,
      };
    }
    default: {
      // A warrior: a helm with a crest or horns, a cloak over the shoulders, a beard for some.
      const horns = r() > 0.5;
      const beard = r() > 0.5;
      return {
        body: `M26 256 C34 204 70 180 100 172 C92 156 90 134 92 116 C94 88 110 72 128 72 C146 72 162 88 164 116 C166 134 164 156 156 172 C186 180 222 204 230 256 Z`,
        eyes: [[114, 122], [142, 122]],
        eyeSize: 3.2,
        extra:
          `<path d="M90 116 Q128 58 166 116 L166 126 Q128 104 90 126 Z" fill="#000" opacity="0.35"/>` +
          `<path d="M125 126 L131 126 L131 150 L125 150 Z" fill="#000" opacity="0.45"/>` +
          (horns
            ? `<path d="M94 104 C70 96 60 70 68 52 C74 74 86 84 100 90 Z M162 104 C186 96 196 70 188 52 C182 74 170 84 156 90 Z" fill="url(#frame)" opacity="0.85"/>`
            : `<path d="M124 50 Q128 40 132 50 L136 86 L120 86 Z" fill="url(#frame)" opacity="0.8"/>`) +
          (beard ? `<path d="M104 148 Q128 204 152 148 Q140 160 128 160 Q116 160 104 148 Z" fill="url(#body)"/>` : ''),
      };
    }
  }
}

/** The portrait of a boss, 256 × 256: deterministic per name (and genus). */
export function bossPortraitSvg(input: BossPortraitInput): string {
  const seed = hash(input.name);
  const r = generator(seed);
  const family = portraitFamily(input);
  const [inner, outer, mist] = BACKDROPS[seed % BACKDROPS.length]!;
  const eye = EYES[(seed >>> 8) % EYES.length]!;
  const light = r() > 0.5 ? 1 : -1;
  const drawing = silhouette(family, r);
  const mists = Array.from({ length: 4 }, () => {
    const cx = 40 + r() * 176;
    const cy = 60 + r() * 140;
    return `<ellipse cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" rx="${(40 + r() * 50).toFixed(1)}" ry="${(10 + r() * 16).toFixed(1)}" fill="${mist}" opacity="${(0.06 + r() * 0.08).toFixed(3)}" filter="url(#soft)"/>`;
  }).join('');
  const eyes = drawing.eyes
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="${drawing.eyeSize * 2.6}" fill="${eye}" opacity="0.35" filter="url(#glow)"/><ellipse cx="${x}" cy="${y}" rx="${drawing.eyeSize}" ry="${drawing.eyeSize * 0.6}" fill="${eye}"/><circle cx="${x}" cy="${y}" r="${drawing.eyeSize * 0.35}" fill="#fff8e0"/>`)
    .join('');
  const rivets = Array.from({ length: 8 }, (_, i) => {
    const a = (i / 8) * Math.PI * 2 + Math.PI / 8;
    return `<circle cx="${(128 + Math.cos(a) * 119).toFixed(1)}" cy="${(128 + Math.sin(a) * 119).toFixed(1)}" r="3.2" fill="url(#rivet)"/>`;
  }).join('');
  const label = escapeXml(initials(input.name));
  const rimX = light > 0 ? '80%' : '20%';

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PORTRAIT_SIZE}" height="${PORTRAIT_SIZE}" viewBox="0 0 256 256">
<defs>
<radialGradient id="sky" cx="${light > 0 ? '62%' : '38%'}" cy="38%" r="70%"><stop offset="0" stop-color="${inner}"/><stop offset="1" stop-color="${outer}"/></radialGradient>
<radialGradient id="vignette" cx="50%" cy="50%" r="50%"><stop offset="0.62" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.75"/></radialGradient>
<linearGradient id="body" x1="${light > 0 ? '1' : '0'}" y1="0" x2="${light > 0 ? '0' : '1'}" y2="0.4"><stop offset="0" stop-color="#3a3330"/><stop offset="0.35" stop-color="#15110f"/><stop offset="1" stop-color="#050404"/></linearGradient>
<radialGradient id="rim" cx="${rimX}" cy="30%" r="60%"><stop offset="0" stop-color="${mist}" stop-opacity="0.55"/><stop offset="1" stop-color="${mist}" stop-opacity="0"/></radialGradient>
<linearGradient id="frame" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f4d58a"/><stop offset="0.45" stop-color="#a8742c"/><stop offset="0.7" stop-color="#e6c06a"/><stop offset="1" stop-color="#6e4a1a"/></linearGradient>
<radialGradient id="rivet" cx="35%" cy="35%" r="65%"><stop offset="0" stop-color="#fff1c4"/><stop offset="1" stop-color="#7a5420"/></radialGradient>
<filter id="glow" x="-100%" y="-100%" width="300%" height="300%"><feGaussianBlur stdDeviation="3"/></filter>
<filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="8"/></filter>
<clipPath id="medallion"><circle cx="128" cy="128" r="114"/></clipPath>
</defs>
<g data-family="${family}">
<circle cx="128" cy="128" r="127" fill="#0b0806"/>
<g clip-path="url(#medallion)">
<rect width="256" height="256" fill="url(#sky)"/>
${mists}
<path d="${drawing.body}" fill="url(#body)"/>
<path d="${drawing.body}" fill="url(#rim)"/>
${drawing.extra}
${eyes}
<rect width="256" height="256" fill="url(#vignette)"/>
</g>
<circle cx="128" cy="128" r="119" fill="none" stroke="url(#frame)" stroke-width="10"/>
<circle cx="128" cy="128" r="113.5" fill="none" stroke="#2b1d0b" stroke-width="1.5"/>
<circle cx="128" cy="128" r="124.5" fill="none" stroke="#2b1d0b" stroke-width="1.5"/>
${rivets}
<rect x="100" y="218" width="56" height="24" rx="6" fill="#1d140a" stroke="url(#frame)" stroke-width="2.5"/>
<text x="128" y="235.5" text-anchor="middle" font-family="DejaVu Serif, serif" font-size="15" font-weight="bold" fill="#f1d48c" letter-spacing="1.5">${label}</text>
</g>
</svg>`;
}
