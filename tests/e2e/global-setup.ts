import { ensureClientBuilt } from '../../scripts/client-build';

// The end-to-end tests drive the built client that the server serves from dist/.
export default async function setup(): Promise<void> {
  await ensureClientBuilt();
}
