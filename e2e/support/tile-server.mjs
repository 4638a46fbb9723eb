// A stand-in for the map tile server (MAP_TILE_URL) so journeys never reach the internet: one plain 256 px tile,
// drawn here, for every /{z}/{x}/{y}.png, and a count of the tiles served at /health.
import { createServer } from 'node:http';
import { deflateSync } from 'node:zlib';

const port = Number(process.env.E2E_TILE_PORT ?? 4315);

function crc32(bytes) {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A 256 × 256 RGB PNG of one light stone colour, with a darker line along two edges so tiles read as a grid. */
function tile() {
  const size = 256;
  const rows = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) {
      const edge = x === 0 || y === 0;
      row.set(edge ? [214, 211, 209] : [240, 238, 233], 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const png = tile();
let served = 0;

createServer((request, response) => {
  const path = new URL(request.url ?? '/', 'http://tiles').pathname;
  if (path === '/health') {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ status: 'ok', served }));
  } else if (/^\/\d+\/\d+\/\d+\.png$/.test(path)) {
    served++;
    response.writeHead(200, {
      'content-type': 'image/png',
      'content-length': png.length,
      'cache-control': 'public, max-age=3600',
      'access-control-allow-origin': '*',
    });
    response.end(png);
  } else {
    response.writeHead(404).end();
  }
}).listen(port, '127.0.0.1');
