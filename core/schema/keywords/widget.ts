import { WIDGETS, type Widget } from '../vocabulary';
import type { FieldStep } from './drafts';

/** `x-widget`: the input beyond what the type says (textarea, currency, percent, password, color). */
export const widgetStep: FieldStep = {
  keywords: ['x-widget'],
  apply(d) {
    const value = d.raw['x-widget'];
    if (value === undefined) return;
    if (!(WIDGETS as readonly unknown[]).includes(value)) {
      d.problem(`unknown x-widget ${JSON.stringify(value)} (known: ${WIDGETS.join(', ')})`);
      return;
    }
    const widget = value as Widget;
    d.widget = widget;
    const { type, format } = d;
    const fits =
      widget === 'currency'
        ? type === 'number'
        : widget === 'percent'
          ? type === 'number' || type === 'integer'
          : type === 'string';
    if (!fits) d.problem(`x-widget ${widget} does not fit type ${type}`);
    // a colour is both: the format validates #rrggbb, the widget picks it
    if (format !== null && type === 'string' && !(widget === 'color' && format === 'cor'))
      d.problem(`x-widget ${widget} and format ${format} together`);
  },
};
