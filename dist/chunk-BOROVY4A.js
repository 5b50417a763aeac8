import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  renderStylish,
  sortFindings
} from "./chunk-VM22D54O.js";
import {
  settlementsOf
} from "./chunk-PUTA56ZU.js";
import {
  terminalSafeLine
} from "./chunk-BX3HMPZN.js";
import {
  ALL_RULES,
  RULES_DOC_URL,
  entryLocation,
  loadedProvider,
  oneOf,
  quote,
  rolesPlace,
  runRules
} from "./chunk-G3ICI4EO.js";
import {
  chainOf,
  roleIndex
} from "./chunk-A3PGRPRT.js";
import {
  plural
} from "./chunk-3EQMZZWS.js";
import {
  _enum
} from "./chunk-CS3S746T.js";
import {
  closest
} from "./chunk-YELDAO2H.js";
import {
  git,
  repoFromFiles
} from "./chunk-U5OUMOEA.js";

// src/report/kickoff-text.ts
function renderKickoffRefusal(checked, palette) {
  return `teamdoc: no kickoff written: ${terminalSafeLine(checked.path)} has errors, and a worker must not start from a doc that fails teamdoc check
${renderStylish([checked], palette)}hint: Fix the errors and run teamdoc kickoff again; --force writes the kickoff anyway.
`;
}
function renderKickoffNotes(notes) {
  const lines = [];
  const path = terminalSafeLine(notes.path);
  if (notes.forced) lines.push(`teamdoc: written despite ${plural(notes.counts.errors, "error")} in ${path} (--force); teamdoc check lists them`);
  else if (notes.counts.warnings > 0) lines.push(`teamdoc: note: ${path} has ${plural(notes.counts.warnings, "warning")}; teamdoc check lists them`);
  if (notes.codexWorker !== void 0 && notes.permissionModeGiven) {
    lines.push(
      `teamdoc: note: ${terminalSafeLine(notes.codexWorker)} runs in Codex, which has no permission mode, so the kickoff leaves --permission-mode out; start it with the sandbox and approval settings the person agreed`
    );
  } else if (notes.codexWorker === void 0 && !notes.permissionModeGiven) {
    lines.push("teamdoc: note: no --permission-mode given, so the kickoff says `unknown`; pass the mode you start the worker in (yours)");
  }
  if (!notes.criteriaWritten)
    lines.push("teamdoc: note: the part has no criteria yet; the kickoff tells the worker to write them before looking at any result");
  return lines.map((line) => `${line}
`).join("");
}
function renderNoKickoffDoc(looked) {
  const where = looked === void 0 ? "outside a repository, and none was named" : `${terminalSafeLine(looked)} does not exist`;
  return `teamdoc: note: no team doc to check the kickoffs against (${where}); the checks that compare a kickoff with the doc were skipped
`;
}

// src/rules/config/config-rule.ts
function defineConfigRule(definition) {
  return { ...definition, group: "config", needs: definition.needs ?? [], url: `${RULES_DOC_URL}#${definition.id}` };
}

// src/rules/config/ack-unused.ts
var ack_unused_default = defineConfigRule({
  id: "ack-unused",
  severity: "info",
  description: "Every `teamdoc ack` on the log settles a finding of the rule it names, about the message it answers.",
  needs: ["unusedAcknowledgements"],
  check({ doc, unusedAcknowledgements = [] }, report) {
    for (const { note, entry } of unusedAcknowledgements) {
      const place = roleIndex(doc).find(note.from)?.role.cells.name.span ?? rolesPlace(doc);
      report(
        place,
        `Unexpected acknowledgement by ${quote(note.from)} of ${quote(note.rule ?? "")} on message ${note.settles} that settles no finding, expected a finding of that rule about that message`,
        {
          hint: `Its finding is gone (fixed, or superseded), or the rule or message it names never had one. The log keeps it; accept it as history with \`teamdoc ack ack-unused ${note.id} --by NAME --reason "\u2026"\`, or acknowledge the finding meant with a new \`teamdoc ack\`.`,
          entry
        }
      );
    }
  }
});

// src/rules/config/disable-unused.ts
var disable_unused_default = defineConfigRule({
  id: "disable-unused",
  severity: "info",
  description: "Every `teamdoc-disable` comment silences at least one finding.",
  needs: ["unused"],
  check({ unused = [] }, report) {
    for (const { directive, ruleIds } of unused) {
      const comment = `\`teamdoc-${directive.action}\` comment`;
      if (ruleIds.length === 0 || ruleIds.length === directive.ruleIds.length) {
        const what = directive.ruleIds.length === 0 ? "nothing" : `no finding of ${directive.ruleIds.map((id) => quote(id.text)).join(", ")}`;
        report(directive.span, `Unexpected ${comment} that silences ${what}, expected a finding where it applies`, {
          hint: "Remove the comment: nothing it covers is reported any more."
        });
        continue;
      }
      for (const id of ruleIds) {
        report(id.span, `Unexpected ${quote(id.text)} in a ${comment} that silences no finding of it, expected a finding where it applies`, {
          hint: `Remove \`${id.text}\` from the comment; the other rules it names still have findings to silence.`
        });
      }
    }
  }
});

// src/rules/engine/rule-settings.ts
var RULE_SETTINGS = ["off", "info", "warning", "error"];
var settingSchema = _enum(RULE_SETTINGS);
function severityEntries(doc) {
  const key = doc.frontMatter.keys.find((candidate) => candidate.key === "rules");
  const value = doc.frontMatter.data?.rules;
  if (!key || value === null || value === void 0) return { entries: [], notAMapping: void 0 };
  if (!key.entries) return { entries: [], notAMapping: key.valueSpan };
  return {
    entries: key.entries.map((entry) => {
      const parsed = settingSchema.safeParse(entry.value);
      return {
        ruleId: { text: entry.key, span: entry.span },
        value: { text: entry.value === void 0 ? "" : String(entry.value), span: entry.valueSpan },
        setting: parsed.success ? parsed.data : void 0
      };
    }),
    notAMapping: void 0
  };
}
function configuredSeverities(doc, knownIds) {
  const settings = /* @__PURE__ */ new Map();
  for (const entry of severityEntries(doc).entries) {
    if (entry.setting !== void 0 && knownIds.has(entry.ruleId.text)) settings.set(entry.ruleId.text, entry.setting);
  }
  return settings;
}
function configuredSeverity(settings, ruleId, own) {
  const setting = settings.get(ruleId);
  return setting === void 0 || setting === "off" ? own : setting;
}
var RENAMED_RULES = { "lead-silent": "worker-silent", "closeout-leads-active": "closeout-workers-active" };

// src/rules/config/rule-config.ts
var rule_config_default = defineConfigRule({
  id: "rule-config",
  severity: "warning",
  description: "Rule ids and severities under `rules:` in the front matter and in `teamdoc-disable` comments are ones teamdoc knows.",
  check({ doc, configurableIds, silenceableIds }, report) {
    const { entries, notAMapping } = severityEntries(doc);
    if (notAMapping) {
      report(notAMapping, `Unexpected \`rules:\` that is not a mapping, expected rule ids each with ${oneOf(RULE_SETTINGS)}`, {
        hint: "Write one rule per line under `rules:`, indented: `  doc-placeholder: off`."
      });
    }
    for (const { ruleId, value, setting } of entries) {
      if (!configurableIds.includes(ruleId.text)) {
        reportUnknownId(report, ruleId.text, ruleId.span, "under `rules:`", configurableIds);
      } else if (setting === void 0) {
        const suggestion = closest(value.text, RULE_SETTINGS);
        report(value.span, `Unexpected severity ${quote(value.text)} for ${quote(ruleId.text)}, expected ${oneOf(RULE_SETTINGS)}`, {
          hint: suggestion ? `Did you mean \`${suggestion}\`?` : `Write one of them; until then \`${ruleId.text}\` keeps its own severity.`
        });
      }
    }
    for (const directive of doc.directives) {
      for (const id of directive.ruleIds) {
        if (silenceableIds.includes(id.text)) continue;
        if (configurableIds.includes(id.text)) {
          report(id.span, `Unexpected ${quote(id.text)} in a \`teamdoc-${directive.action}\` comment, expected a rule whose findings a comment can silence`, {
            hint: `Findings about the configuration itself are set under \`rules:\` in the front matter; remove \`${id.text}\` from the comment.`
          });
        } else {
          reportUnknownId(report, id.text, id.span, `in a \`teamdoc-${directive.action}\` comment`, silenceableIds);
        }
      }
    }
  }
});
function reportUnknownId(report, id, span, where, known) {
  const renamed = RENAMED_RULES[id];
  const suggestion = renamed !== void 0 && known.includes(renamed) ? renamed : closest(id, known);
  report(span, `Unexpected rule ${quote(id)} ${where}, expected a teamdoc rule id`, {
    hint: renamed === suggestion && renamed !== void 0 ? `\`${id}\` is now called \`${renamed}\`; write that.` : suggestion ? `Did you mean \`${suggestion}\`?` : "docs/rules.md lists every rule id; an unknown one configures nothing."
  });
}

// src/rules/config/index.ts
var CONFIG_RULES = [rule_config_default, disable_unused_default, ack_unused_default];

// src/rules/engine/derived-providers.ts
function withDerivedProviders(context, rules) {
  const { doc, log } = context;
  if (log?.tip === void 0 || !rules.some((rule) => rule.needs.includes("chain"))) return context;
  return { ...context, chain: chainOf(doc, log.digest.structural) };
}

// src/rules/engine/silencing.ts
function silencingOf(directives, knownIds) {
  const known = new Set(knownIds);
  const idsOf = (directive) => directive.ruleIds.length === 0 ? knownIds : directive.ruleIds.map((id) => id.text).filter((id) => known.has(id));
  const stretches = /* @__PURE__ */ new Map();
  const open = /* @__PURE__ */ new Map();
  const lines = /* @__PURE__ */ new Map();
  directives.forEach((directive, index) => {
    const line = directive.span.start.line;
    switch (directive.action) {
      case "disable":
        for (const id of idsOf(directive)) if (!open.has(id)) open.set(id, { from: line, directive: index });
        break;
      case "enable":
        for (const id of idsOf(directive)) {
          const stretch = open.get(id);
          if (!stretch) continue;
          open.delete(id);
          if (line - 1 >= stretch.from) push(stretches, id, { ...stretch, to: line - 1 });
        }
        break;
      case "disable-line":
      case "disable-next-line": {
        const target = directive.action === "disable-line" ? line : directive.span.end.line + 1;
        const list = lines.get(target) ?? [];
        list.push({ ruleIds: idsOf(directive), directive: index });
        lines.set(target, list);
        break;
      }
    }
  });
  for (const [id, stretch] of open) push(stretches, id, { ...stretch, to: Infinity });
  const used = /* @__PURE__ */ new Set();
  const mark = (directive, ruleId) => {
    used.add(`${directive}:${ruleId}`);
    used.add(`${directive}:*`);
  };
  return {
    silencedBy(ruleId, line) {
      if (line === void 0) return void 0;
      let silencer;
      for (const stretch of stretches.get(ruleId) ?? []) {
        if (line < stretch.from || line > stretch.to) continue;
        mark(stretch.directive, ruleId);
        silencer ??= stretch.directive;
      }
      for (const entry of lines.get(line) ?? []) {
        if (!entry.ruleIds.includes(ruleId)) continue;
        mark(entry.directive, ruleId);
        silencer ??= entry.directive;
      }
      return silencer === void 0 ? void 0 : directives[silencer];
    },
    unused(judged) {
      const found = [];
      const everyRuleJudged = knownIds.every((id) => judged.has(id));
      directives.forEach((directive, index) => {
        if (directive.action === "enable") return;
        if (directive.ruleIds.length === 0) {
          if (everyRuleJudged && !used.has(`${index}:*`)) found.push({ directive, ruleIds: [] });
          return;
        }
        const idle = directive.ruleIds.filter((id) => judged.has(id.text) && !used.has(`${index}:${id.text}`));
        if (idle.length > 0) found.push({ directive, ruleIds: idle });
      });
      return found;
    }
  };
}
function push(stretches, id, stretch) {
  const list = stretches.get(id);
  if (list) list.push(stretch);
  else stretches.set(id, [stretch]);
}

// src/rules/engine/suppressions.ts
function settlerOf(context, knownIds) {
  const log = context.log;
  const settledBy = log ? settlementsOf(log.digest) : () => [];
  const used = /* @__PURE__ */ new Set();
  const settle = (finding) => {
    const settlements = settledBy(finding);
    for (const settlement of settlements) used.add(settlement.by.id);
    const first = settlements[0];
    return first && { kind: "external", justification: settlementWords(first), entry: entryLocation(context, first.by) };
  };
  return Object.assign(settle, {
    unused: (judged) => log?.digest.settlements.filter(
      (note) => note.how === "acknowledged" && !used.has(note.id) && note.rule !== "ack-unused" && (judged.has(note.rule ?? "") || !knownIds.has(note.rule ?? ""))
    ).map((note) => ({ note, entry: entryLocation(context, note) }))
  });
}
function silencedIn(silencing, finding) {
  const directive = silencing.silencedBy(finding.ruleId, finding.line);
  if (!directive) return void 0;
  const { start, end } = directive.span;
  const comment = `\`teamdoc-${directive.action}\` comment`;
  return {
    kind: "inSource",
    justification: directive.reason === void 0 ? `silenced by a ${comment}` : `silenced by a ${comment}: ${directive.reason}`,
    comment: { line: start.line, column: start.column, endLine: end.line, endColumn: end.column }
  };
}
function settlementWords(settlement) {
  return `${settlement.how} by ${settlement.by.from}: ${settlement.reason}`;
}

// src/rules/engine/check-doc.ts
var SILENCEABLE_IDS = ALL_RULES.map((rule) => rule.id);
var CONFIGURABLE_IDS = [...SILENCEABLE_IDS, ...CONFIG_RULES.map((rule) => rule.id)];
var CONFIGURABLE = new Set(CONFIGURABLE_IDS);
function configuredRules(doc, rules = ALL_RULES) {
  const settings = configuredSeverities(doc, CONFIGURABLE);
  return rules.filter((rule) => settings.get(rule.id) !== "off");
}
function checkLoadedDoc(loaded, displayPath, options) {
  return checkLoadedDocInFull(loaded, displayPath, options).findings;
}
function checkLoadedDocInFull({ doc, findings }, displayPath, options) {
  const settings = configuredSeverities(doc, CONFIGURABLE);
  const rules = configuredRules(doc, options.rules ?? ALL_RULES);
  const enabled = new Set(rules.map((rule) => rule.id));
  const context = withDerivedProviders({ doc, file: displayPath, now: options.now, ...options.providers }, rules);
  const found = [
    ...findings.filter((finding) => enabled.has(finding.ruleId)),
    ...runRules(
      rules.filter((rule) => rule.group !== "structure"),
      context
    )
  ];
  const settle = settlerOf(context, CONFIGURABLE);
  const silencing = silencingOf(doc.directives, SILENCEABLE_IDS);
  const shown = [];
  const suppressed = [];
  for (const finding of found) {
    const suppression = settle(finding) ?? silencedIn(silencing, finding);
    if (suppression) suppressed.push({ ...finding, suppression });
    else shown.push(finding);
  }
  const judged = new Set(
    ALL_RULES.filter(
      (rule) => enabled.has(rule.id) ? rule.needs.every((need) => context[loadedProvider(need)] !== void 0) : settings.get(rule.id) === "off"
    ).map((rule) => rule.id)
  );
  const configFindings = runRules(
    CONFIG_RULES.filter((rule) => settings.get(rule.id) !== "off"),
    {
      doc,
      file: displayPath,
      configurableIds: CONFIGURABLE_IDS,
      silenceableIds: SILENCEABLE_IDS,
      unused: silencing.unused(judged),
      unusedAcknowledgements: settle.unused(judged)
    }
  );
  for (const finding of configFindings) {
    const suppression = settle(finding);
    if (suppression) suppressed.push({ ...finding, suppression });
    else shown.push(finding);
  }
  const configured = (list) => sortFindings(list.map((finding) => ({ ...finding, severity: configuredSeverity(settings, finding.ruleId, finding.severity) })));
  return { findings: configured(shown), suppressed: configured(suppressed) };
}

// src/git/file-in-repo.ts
import { realpathSync, statSync } from "node:fs";
import { basename, dirname, join, relative, sep } from "node:path";
async function locateFileInRepo(file) {
  const found = fromFiles(file);
  if (found) return found;
  const run = await git(["rev-parse", "--path-format=absolute", "--show-toplevel", "--git-common-dir", "--is-shallow-repository", "--show-prefix"], {
    cwd: dirname(file),
    read: true,
    allowFailure: true
  });
  if (run.status !== 0) return void 0;
  const [root = "", commonDir = "", shallow = "", prefix = ""] = run.stdout.toString("utf8").split("\n");
  if (root === "") return void 0;
  return { root, path: `${prefix}${basename(file)}`, commonDir, shallow: shallow === "true" };
}
function fromFiles(file) {
  const repo = repoFromFiles(dirname(file));
  if (repo === void 0) return void 0;
  try {
    const shallow = statSync(join(repo.commonDir, "shallow"), { throwIfNoEntry: false });
    if (shallow !== void 0 && shallow.size === 0) return void 0;
    const prefix = relative(repo.worktree, realpathSync(dirname(file)));
    return {
      root: repo.worktree,
      path: `${prefix === "" ? "" : `${prefix.split(sep).join("/")}/`}${basename(file)}`,
      commonDir: repo.commonDir,
      shallow: shallow !== void 0
    };
  } catch {
    return void 0;
  }
}

export {
  locateFileInRepo,
  renderKickoffRefusal,
  renderKickoffNotes,
  renderNoKickoffDoc,
  CONFIG_RULES,
  configuredRules,
  checkLoadedDoc,
  checkLoadedDocInFull
};
