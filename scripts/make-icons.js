#!/usr/bin/env node
// Draws the Nightfall icons (a crescent moon and a few stars on the night background) into static/,
// using only Node built-ins: pixels are computed here and written as PNG with zlib. Re-run after a change:
//   node scripts/make-icons.js
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const STATIC = fileURLToPath(new URL('../static/', import.meta.url));
const BG = [0x0b, 0x0d, 0x17];
const MOON = [0xf3, 0xe9, 0xc6];
const STAR = [0xe8, 0xe6, 0xf0];

/** Crescent = disc minus an offset disc; coordinates are fractions of the icon size. */
const moon = { cx: 0.5, cy: 0.5, r: 0.3, cutDx: 0.13, cutDy: -0.1, cutR: 0.25 };
const stars = [
	{ x: 0.74, y: 0.27, r: 0.022 },
	{ x: 0.85, y: 0.46, r: 0.014 },
	{ x: 0.25, y: 0.19, r: 0.016 }
];

/**
 * Coverage of a shape at a pixel, 4x4 supersampled for smooth edges.
 * @param {(u: number, v: number) => boolean} inside @param {number} px @param {number} py @param {number} size
 */
function coverage(inside, px, py, size) {
	let hits = 0;
	for (let sy = 0; sy < 4; sy++)
		for (let sx = 0; sx < 4; sx++) if (inside((px + (sx + 0.5) / 4) / size, (py + (sy + 0.5) / 4) / size)) hits++;
	return hits / 16;
}

/**
 * @param {number} size pixels per side
 * @param {number} scale shrink the drawing towards the centre (maskable icons keep it in the safe zone)
 * @param {number} radius corner radius as a fraction of the size (0 = square, full-bleed)
 */
function draw(size, scale, radius) {
	const rgba = Buffer.alloc(size * size * 4);
	/** @param {number} u @param {number} v */
	const toArt = (u, v) => [(u - 0.5) / scale + 0.5, (v - 0.5) / scale + 0.5];
	/** @param {number} u @param {number} v */
	const inMoon = (u, v) => {
		const [x, y] = toArt(u, v);
		const inDisc = (x - moon.cx) ** 2 + (y - moon.cy) ** 2 <= moon.r ** 2;
		const inCut = (x - moon.cx - moon.cutDx) ** 2 + (y - moon.cy - moon.cutDy) ** 2 <= moon.cutR ** 2;
		return inDisc && !inCut;
	};
	/** @param {number} u @param {number} v */
	const inStar = (u, v) => {
		const [x, y] = toArt(u, v);
		return stars.some((s) => (x - s.x) ** 2 + (y - s.y) ** 2 <= s.r ** 2);
	};
	/** @param {number} u @param {number} v */
	const inTile = (u, v) => {
		if (radius === 0) return true;
		const dx = Math.max(radius - u, 0, u - (1 - radius));
		const dy = Math.max(radius - v, 0, v - (1 - radius));
		return dx * dx + dy * dy <= radius * radius;
	};
	for (let py = 0; py < size; py++) {
		for (let px = 0; px < size; px++) {
			const m = coverage(inMoon, px, py, size);
			const s = coverage(inStar, px, py, size);
			const i = (py * size + px) * 4;
			for (let c = 0; c < 3; c++) {
				const base = BG[c] * (1 - s) + STAR[c] * s;
				rgba[i + c] = Math.round(base * (1 - m) + MOON[c] * m);
			}
			rgba[i + 3] = Math.round(255 * coverage(inTile, px, py, size));
		}
	}
	return png(size, rgba);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
	let c = n;
	for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
	return c >>> 0;
});
/** @param {Buffer} buf */
function crc32(buf) {
	let c = 0xffffffff;
	for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
	return (c ^ 0xffffffff) >>> 0;
}
/** @param {string} type @param {Buffer} data */
function chunk(type, data) {
	const len = Buffer.alloc(4);
	len.writeUInt32BE(data.length);
	const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
	const crc = Buffer.alloc(4);
	crc.writeUInt32BE(crc32(body));
	return Buffer.concat([len, body, crc]);
}
/** RGBA 8-bit PNG. @param {number} size @param {Buffer} rgba */
function png(size, rgba) {
	const ihdr = Buffer.alloc(13);
	ihdr.writeUInt32BE(size, 0);
	ihdr.writeUInt32BE(size, 4);
	ihdr[8] = 8; // bit depth
	ihdr[9] = 6; // colour type RGBA
	const raw = Buffer.alloc(size * (size * 4 + 1)); // each row: filter byte 0 + pixels
	for (let y = 0; y < size; y++) rgba.copy(raw, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
	const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
	return Buffer.concat([signature, chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

/** The same drawing as SVG, for the favicon. */
function svg() {
	const n = (/** @type {number} */ v) => +(v * 64).toFixed(2);
	return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
<defs><mask id="m"><rect width="64" height="64" fill="#fff"/><circle cx="${n(moon.cx + moon.cutDx)}" cy="${n(moon.cy + moon.cutDy)}" r="${n(moon.cutR)}" fill="#000"/></mask></defs>
<rect width="64" height="64" rx="14" fill="#0b0d17"/>
<circle cx="${n(moon.cx)}" cy="${n(moon.cy)}" r="${n(moon.r)}" fill="#f3e9c6" mask="url(#m)"/>
${stars.map((s) => `<circle cx="${n(s.x)}" cy="${n(s.y)}" r="${n(s.r) + 0.4}" fill="#e8e6f0"/>`).join('')}
</svg>
`;
}

const files = {
	'icon-192.png': draw(192, 1, 0.2),
	'icon-512.png': draw(512, 1, 0.2),
	// Maskable: full-bleed square, art inside the central 80% safe zone.
	'icon-maskable-512.png': draw(512, 0.8, 0),
	// iOS rounds the corners itself and shows transparency as black: full-bleed square.
	'apple-touch-icon.png': draw(180, 0.9, 0),
	'favicon.svg': svg()
};
for (const [name, data] of Object.entries(files)) {
	writeFileSync(STATIC + name, data);
	console.log(`static/${name}`);
}
