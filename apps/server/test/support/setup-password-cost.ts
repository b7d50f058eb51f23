import { useCheapPasswordHashingForTests } from '../../src/platform/password';

// Every test file: users the tests create get cheap hashes, as the template's seeded users do (global-setup.ts).
useCheapPasswordHashingForTests();
