import { configure } from '@testing-library/dom';

// findBy…/waitFor wait up to 15 s, not Testing Library's 1 s: a screen test that draws in 1–2 s on a quiet machine
// took 4× that beside other work, and failed on its first lookup while correct. Waits end as soon as the condition
// holds, so a passing run is no slower.
configure({ asyncUtilTimeout: 15_000 });
