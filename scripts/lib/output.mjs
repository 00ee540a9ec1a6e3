// Prefixed, coloured output: every line of a child is tagged with its name, so five services and the
// gateway can share one terminal.
import { createInterface } from 'node:readline';

const useColour = !process.env.NO_COLOR && (Boolean(process.env.FORCE_COLOR) || process.stdout.isTTY === true);
const COLOURS = { builder: 36, crafting: 35, atlas: 32, loot: 33, admin: 34, gateway: 97, build: 90, scripts: 90, jest: 90, e2e: 90, launcher: 1, test: 1 };
const WIDTH = Math.max(...Object.keys(COLOURS).map((name) => name.length));

export function paint(code, text) {
  return useColour ? `\x1b[${code}m${text}\x1b[0m` : text;
}

export function prefixFor(name) {
  return paint(COLOURS[name] ?? 37, `[${name}]`.padEnd(WIDTH + 2));
}

let speaker = 'launcher';
/** Whose own lines say() and complain() print: "launcher" for npm start, "test" for npm test. */
export function speakAs(name) {
  speaker = name;
}
export function say(line) {
  process.stdout.write(`${prefixFor(speaker)} ${line}\n`);
}
export function complain(text) {
  for (const line of text.split('\n')) process.stderr.write(`${prefixFor(speaker)} ${paint(31, line)}\n`);
}

/**
 * Copies a child's stdout and stderr line by line with its prefix; `onLine` also sees each raw line.
 * With `echo` false nothing is printed (the bench's services would print a line per request) and only
 * `onLine` sees the lines.
 */
export function relayLines(name, child, onLine, echo = true) {
  const prefix = prefixFor(name);
  for (const [stream, target] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    if (!stream) continue;
    createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => {
      if (echo) target.write(`${prefix} ${line}\n`);
      onLine?.(line);
    });
  }
}
