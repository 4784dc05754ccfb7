import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findDatasetDir, siblingDatasetDir } from '../bench/dataset-dir';

describe('the evaluation data folder', () => {
  const none = () => false;

  it('takes --data first, then EVAL_DATA_DIR', () => {
    const env = { EVAL_DATA_DIR: '/from/env' };
    expect(findDatasetDir({ argv: ['node', 'x', '--data', '/from/flag'], env, exists: none })).toBe('/from/flag');
    expect(findDatasetDir({ argv: ['node', 'x'], env, exists: none })).toBe('/from/env');
  });

  it('resolves a relative --data against the working directory', () => {
    expect(findDatasetDir({ argv: ['node', 'x', '--data', 'daten'], env: {}, exists: none })).toBe(
      path.resolve('daten'),
    );
  });

  it('falls back to the sibling folder only when it exists, else has none', () => {
    expect(findDatasetDir({ argv: ['node', 'x'], env: {}, exists: (d) => d === siblingDatasetDir })).toBe(
      siblingDatasetDir,
    );
    expect(findDatasetDir({ argv: ['node', 'x'], env: {}, exists: none })).toBeNull();
    expect(findDatasetDir({ argv: ['node', 'x'], env: { EVAL_DATA_DIR: '' }, exists: none })).toBeNull();
  });
});
