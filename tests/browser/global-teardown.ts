// After every browser test: the run's shared edited build (tests/browser/confirmed-site.ts) is removed.
import { removeEditedBuild } from './confirmed-site';

export default function globalTeardown(): void {
  removeEditedBuild();
}
