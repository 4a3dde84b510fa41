import '@testing-library/jest-dom';
import { TextEncoder, TextDecoder } from 'node:util';

// jsdom lacks these; react-router and ky rely on them.
Object.assign(globalThis, { TextEncoder, TextDecoder });
