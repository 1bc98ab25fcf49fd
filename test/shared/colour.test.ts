// When the console gets colour: FORCE_COLOR over NO_COLOR over "is it a terminal" (Node's order).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { colourWanted, styleFor } from '../../src/shared/colour.js';

const tty = { isTTY: true };
const pipe = { isTTY: false };

test('a terminal gets colour, a pipe does not, a dumb terminal does not', () => {
  assert.equal(colourWanted(tty, {}), true);
  assert.equal(colourWanted(pipe, {}), false);
  assert.equal(colourWanted(tty, { TERM: 'dumb' }), false);
});

test('NO_COLOR turns it off; FORCE_COLOR turns it on, and wins over NO_COLOR', () => {
  assert.equal(colourWanted(tty, { NO_COLOR: '1' }), false);
  assert.equal(colourWanted(tty, { NO_COLOR: '' }), true, 'an empty NO_COLOR is unset');
  assert.equal(colourWanted(pipe, { FORCE_COLOR: '1' }), true);
  assert.equal(colourWanted(pipe, { FORCE_COLOR: '1', NO_COLOR: '1' }), true);
  assert.equal(colourWanted(tty, { FORCE_COLOR: '0' }), false);
  assert.equal(colourWanted(tty, { FORCE_COLOR: 'false' }), false);
  assert.equal(colourWanted(pipe, { FORCE_COLOR: '' }), false, 'an empty FORCE_COLOR is unset');
});

test('the style paints only when colour is wanted', () => {
  assert.equal(styleFor(pipe, {}).red('x'), 'x');
  assert.equal(styleFor(pipe, { FORCE_COLOR: '1' }).red('x'), '\u001b[31mx\u001b[39m');
});
