// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { indexLabelControl, JSDOM_CONTROL } from './jsdom-speed';

indexLabelControl(window);

/** The label's control by jsdom's own walk, next to the patched answer. */
function bothControls(label: HTMLLabelElement): [Element | null, Element | null] {
  const key = Object.getOwnPropertySymbols(label).find((s) => s.description === 'impl');
  const impl = key ? (label as unknown as Record<symbol, object>)[key] : undefined;
  if (!impl) throw new Error('jsdom sem impl');
  const original = (Object.getPrototypeOf(impl) as Record<symbol, () => object | null>)[JSDOM_CONTROL];
  if (!original) throw new Error('label.control não foi trocado');
  const walked = original.call(impl);
  // the wrapper of the implementation jsdom found: the element with the same identity in the page
  const all = [...document.querySelectorAll('*'), ...label.querySelectorAll('*')];
  const wrapper = walked
    ? (all.find((e) => (e as unknown as Record<symbol, object>)[key as symbol] === walked) ?? null)
    : null;
  return [label.control, wrapper];
}

describe('label.control by the index of ids', () => {
  it('answers what jsdom’s walk answers, for every kind of label', () => {
    document.body.innerHTML = `
      <label id="a" for="x">first of two ids</label>
      <input id="x" name="first" /><input id="x" name="second" />
      <label id="b" for="h">hidden input</label><input id="h" type="hidden" />
      <label id="c" for="d">not labelable</label><div id="d"></div>
      <label id="e" for="">empty for</label>
      <label id="f" for="nada">no such id</label>
      <label id="g">wrapping <span><select name="inner"></select></span></label>
      <label id="i" for="t">textarea</label><textarea id="t"></textarea>
      <label id="j" for="btn">button</label><button id="btn">ok</button>`;
    for (const id of ['a', 'b', 'c', 'e', 'f', 'g', 'i', 'j']) {
      const label = document.getElementById(id) as HTMLLabelElement;
      const [patched, walked] = bothControls(label);
      expect(patched, `label#${id}`).toBe(walked);
    }
    expect((document.getElementById('a') as HTMLLabelElement).control?.getAttribute('name')).toBe('first');
    expect((document.getElementById('g') as HTMLLabelElement).control?.getAttribute('name')).toBe('inner');
    expect((document.getElementById('b') as HTMLLabelElement).control).toBeNull();
  });

  it('follows changes: an id moved, an element removed, a label outside the document', () => {
    document.body.innerHTML = '<label id="l" for="z">z</label><input id="y" name="one" />';
    const label = document.getElementById('l') as HTMLLabelElement;
    expect(label.control).toBeNull();
    document.getElementById('y')?.setAttribute('id', 'z');
    expect(label.control?.getAttribute('name')).toBe('one');
    expect((document.getElementById('z') as HTMLInputElement).labels?.[0]).toBe(label);
    document.getElementById('z')?.remove();
    expect(label.control).toBeNull();
    const detached = document.createElement('div');
    detached.innerHTML = '<label for="w">w</label><input id="w" name="away" />';
    const away = detached.querySelector('label') as HTMLLabelElement;
    expect(away.control?.getAttribute('name')).toBe('away');
  });
});
