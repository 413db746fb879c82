// An ESLint rule for the codebase's one-way imports, by folder, on the resolved path of every
// relative import (the project imports its own code only by relative paths):
//   shared -> functions, frontend -> infra, scripts, tests
// `shared` imports nothing of ours but itself; `functions` and `frontend` import shared and
// themselves, never each other; infra, scripts and tests may import anything below them. In the SPA,
// a feature (frontend/src/features/<name>) imports no other feature, stylesheets included: what
// two features share lives in frontend/src/components or frontend/src/lib.
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** What a layer may import (itself included). */
const ALLOWED = {
  shared: ['shared'],
  functions: ['shared', 'functions'],
  frontend: ['shared', 'frontend'],
  infra: ['shared', 'functions', 'infra'],
  scripts: ['shared', 'functions', 'frontend', 'infra', 'scripts'],
  tests: ['shared', 'functions', 'frontend', 'infra', 'scripts', 'tests'],
};

function layerOf(file) {
  const [top] = path.relative(ROOT, file).split(path.sep);
  return top in ALLOWED ? top : undefined;
}

const FEATURES = path.join(ROOT, 'frontend', 'src', 'features');

function featureOf(file) {
  const relative = path.relative(FEATURES, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  const [feature, ...rest] = relative.split(path.sep);
  return rest.length ? feature : undefined;
}

export const boundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports follow the one-way flow between folders, and features do not import each other' },
    messages: {
      layer: "{{from}}/ may not import from {{to}}/ (imports flow shared -> functions, frontend -> infra, scripts, tests).",
      feature: "The {{from}} feature may not import from the {{to}} feature: move what both need to frontend/src/components or frontend/src/lib.",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const fromLayer = layerOf(file);
    const fromFeature = featureOf(file);
    function check(node) {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), source);
      const toLayer = layerOf(target);
      if (fromLayer && toLayer && !ALLOWED[fromLayer].includes(toLayer)) {
        context.report({ node: node.source, messageId: 'layer', data: { from: fromLayer, to: toLayer } });
        return;
      }
      const toFeature = featureOf(target);
      if (fromFeature && toFeature && toFeature !== fromFeature) {
        context.report({ node: node.source, messageId: 'feature', data: { from: fromFeature, to: toFeature } });
      }
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
