// Pure domain rules shared by the browser and the server: no React, no DOM, no network.
export * from './constants';
export * from './pagination';
export * from './validation';
export * from './redirect';
export * from './files';
export * from './answers';
export * from './format';
export * from '../types/entities';
