/**
 * A shortcut for one of jsdom's slowest answers, with the same result (screen tests only; nothing here runs outside
 * a jsdom environment). `label.control` for a `<label for="id">` walks the whole document to find the id, and
 * `input.labels` asks it of every label each time the document changed: every accessible name Testing Library
 * computes for an input (getByRole with a name, getByLabelText) went through the tree once per label of the page.
 * On src/vendas/VendaForm.test.tsx that was 19% of the file's CPU (60 s → 47.5 s with this). The document's own
 * index of ids, which getElementById uses, answers the same: the first element in tree order with that id.
 *
 * Tried and left out: keeping getComputedStyle's answers while the document did not change. jsdom keeps them
 * already (its `_styleCache`, emptied on every change), and the time there is spent on elements asked once.
 */

/** jsdom keeps each DOM object's implementation under a symbol named "impl". */
function implOf<T>(wrapper: object): T | undefined {
  const key = Object.getOwnPropertySymbols(wrapper).find((s) => s.description === 'impl');
  return key ? (wrapper as Record<symbol, T>)[key] : undefined;
}

interface Node_ {
  nodeType: number;
  namespaceURI: string | null;
  localName: string;
  type?: string;
  _ceDefinition?: { formAssociated?: boolean };
  hasAttributeNS(ns: null, name: string): boolean;
  getAttributeNS(ns: null, name: string): string | null;
  getRootNode(options: object): Node_ & { getElementById?: (id: string) => Node_ | null };
}

const HTML_NS = 'http://www.w3.org/1999/xhtml';
const LABELABLE = new Set(['button', 'meter', 'output', 'progress', 'select', 'textarea']);

/** jsdom's own rule (helpers/form-controls.js `isLabelable`). */
function isLabelable(node: Node_): boolean {
  if (node.nodeType !== 1 || node.namespaceURI !== HTML_NS) return false;
  if (LABELABLE.has(node.localName)) return true;
  if (node.localName === 'input') return node.type !== 'hidden';
  return node._ceDefinition?.formAssociated === true;
}

/** jsdom's own getter, kept on the patched prototype for the test that compares the two. */
export const JSDOM_CONTROL = Symbol('jsdom label.control');

export function indexLabelControl(window: Window & typeof globalThis): void {
  const label = implOf<object>(window.document.createElement('label'));
  const proto = label && (Object.getPrototypeOf(label) as Record<symbol, unknown>);
  // the prototype is jsdom's, shared by every window of the worker: patched once
  if (!proto || proto[JSDOM_CONTROL]) return;
  const original = Object.getOwnPropertyDescriptor(proto, 'control')?.get;
  if (!original) return;
  proto[JSDOM_CONTROL] = original;
  Object.defineProperty(proto, 'control', {
    configurable: true,
    get(this: Node_) {
      if (!this.hasAttributeNS(null, 'for')) return original.call(this);
      const id = this.getAttributeNS(null, 'for');
      const root = this.getRootNode({});
      // a document answers by its index of ids (the first in tree order, as jsdom's walk finds); a label in a
      // detached tree or a shadow root keeps jsdom's walk
      if (!id || root.nodeType !== 9 || !root.getElementById) return original.call(this);
      const target = root.getElementById(id);
      return target && isLabelable(target) ? target : null;
    },
  });
}

const jsdomWindow = globalThis.window as (Window & typeof globalThis) | undefined;
if (jsdomWindow?.navigator?.userAgent.includes('jsdom')) indexLabelControl(jsdomWindow);
