import { configure } from '@testing-library/dom';

// findBy…/waitFor wait up to 30 s, not Testing Library's 1 s: a screen test that draws in 1–2 s on a quiet machine
// took 4× that beside other work, and over 15 s while the e2e files ran beside it on a machine loaded by other
// work, failing on a lookup while correct. Waits end as soon as the condition holds, so a passing run is no slower.
// A run beside two busy loops and two other sessions' work (load 15–19 on 2 cores, the suite 2.7× its quiet time)
// still found 30 s too short for a screen's first draw: 60 s.
configure({ asyncUtilTimeout: 60_000 });
