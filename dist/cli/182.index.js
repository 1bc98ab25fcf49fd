export const id = 182;
export const ids = [182];
export const modules = {

/***/ 2182:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  schemaCommand: () => (/* binding */ schemaCommand)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/json-schema-processors.js
var json_schema_processors = __webpack_require__(8439);
// EXTERNAL MODULE: ./src/results/schema.ts
var schema = __webpack_require__(6303);
// EXTERNAL MODULE: ./src/suites/waza/eval-schema.ts + 2 modules
var eval_schema = __webpack_require__(7480);
// EXTERNAL MODULE: ./src/suites/yao/jsonl-schema.ts
var jsonl_schema = __webpack_require__(8091);
// EXTERNAL MODULE: ./src/suites/schema/project.ts + 1 modules
var project = __webpack_require__(6712);
// EXTERNAL MODULE: ./src/suites/waza/task-schema.ts
var task_schema = __webpack_require__(6768);
;// CONCATENATED MODULE: ./src/schemas.ts
// The JSON Schemas Parley publishes, generated from its zod schemas: the file formats it reads
// (for editors: `# yaml-language-server: $schema=...`) and the result formats it writes.








const SCHEMAS = {
    eval: eval_schema/* EvalFile */.$L,
    task: task_schema/* TaskFile */.kE,
    'jsonl-test': jsonl_schema/* JsonlTest */.rz,
    project: project/* ProjectFile */.Q,
    'results-line': schema/* RunRecord */.d3,
    summary: schema/* Summary */.BD,
};
function renderSchema(name) {
    const schema = SCHEMAS[name];
    if (!schema)
        throw new Error(`unknown schema "${name}"`);
    const json = json_schema_processors/* toJSONSchema */.bl(schema, {
        target: 'draft-2020-12',
        io: 'input',
        unrepresentable: 'any',
    });
    return JSON.stringify({ title: `Parley ${name}`, ...json }, null, 2) + '\n';
}
/** Writes every schema into dir; returns the files written. */
function writeSchemas(dir) {
    (0,external_node_fs_.mkdirSync)(dir, { recursive: true });
    return Object.keys(SCHEMAS).map((name) => {
        const file = (0,external_node_path_.join)(dir, `${name}.schema.json`);
        (0,external_node_fs_.writeFileSync)(file, renderSchema(name));
        return file;
    });
}

// EXTERNAL MODULE: ./src/commands/types.ts
var types = __webpack_require__(8619);
;// CONCATENATED MODULE: ./src/commands/schema.ts
// `parley schema [--out DIR] [NAME]`: prints one JSON Schema (eval, task, jsonl-test, project,
// results-line, summary), or writes them into DIR for editors (yaml-language-server) and CI.




const schemaCommand = {
    name: 'schema',
    usage: 'schema [--out DIR] [NAME]',
    options: {
        out: { type: 'string' },
    },
    help: {
        out: 'DIR write the schemas (all, or NAME) into DIR',
    },
    async run(values, positionals) {
        const names = Object.keys(SCHEMAS);
        if (positionals.length > 1)
            throw new types/* UsageError */.e('expected at most one schema name');
        const name = positionals[0];
        if (name !== undefined && !SCHEMAS[name]) {
            throw new types/* UsageError */.e(`unknown schema "${name}" (expected one of: ${names.join(', ')})`);
        }
        const out = values.out;
        if (out !== undefined) {
            let files;
            if (name === undefined) {
                files = writeSchemas(out);
            }
            else {
                (0,external_node_fs_.mkdirSync)(out, { recursive: true });
                files = [(0,external_node_path_.join)(out, `${name}.schema.json`)];
                (0,external_node_fs_.writeFileSync)(files[0], renderSchema(name));
            }
            for (const file of files)
                console.log(`wrote ${file}`);
            return 0;
        }
        if (name === undefined) {
            console.log(`Schemas: ${names.join(', ')}\nUsage: parley schema NAME | parley schema --out DIR`);
            return 0;
        }
        process.stdout.write(renderSchema(name));
        return 0;
    },
};


/***/ })

};
