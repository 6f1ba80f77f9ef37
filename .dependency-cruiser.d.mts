// Types for the test that runs these rules (tests/unit/architecture.test.ts).
import type { IConfiguration } from 'dependency-cruiser';

declare const config: IConfiguration & { forbidden: NonNullable<IConfiguration['forbidden']> };
export default config;
