// DOM project setup (vite.config.ts): adds toBeInTheDocument() and friends to Vitest's expect.
import '@testing-library/jest-dom/vitest';
