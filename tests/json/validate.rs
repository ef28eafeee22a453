//! A validator for the subset of JSON Schema that `docs/json.md` uses:
//! `$ref` to `#/$defs/…`, `type`, `enum`, `const`, `required`,
//! `properties`, `additionalProperties`, `items`, `minItems`, `maxItems`,
//! `minimum`, `maximum`, `oneOf`, `anyOf`, and the annotations `$schema`,
//! `$id`, `title`, `description`, `$defs`.

use serde_json::Value;

/// Checks `v` against `s` (a part of `root`); errors name the place.
/// A keyword outside the subset is an error, so the page cannot use one
/// that would not be checked.
fn check(root: &Value, s: &Value, v: &Value, at: &str, errs: &mut Vec<String>) {
    let Some(s) = s.as_object() else {
        errs.push(format!("{at}: schema is not an object"));
        return;
    };
    for (key, want) in s {
        match key.as_str() {
            "$schema" | "$id" | "title" | "description" | "$defs" => {}
            "$ref" => {
                let target = want
                    .as_str()
                    .and_then(|r| r.strip_prefix("#/$defs/"))
                    .and_then(|name| root["$defs"].get(name));
                match target {
                    Some(t) => check(root, t, v, at, errs),
                    None => errs.push(format!("{at}: unresolved $ref {want}")),
                }
            }
            "type" => {
                let types: Vec<&str> = match want {
                    Value::String(t) => vec![t.as_str()],
                    Value::Array(ts) => ts.iter().filter_map(Value::as_str).collect(),
                    _ => vec![],
                };
                if !types.iter().any(|t| has_type(v, t)) {
                    errs.push(format!("{at}: {v} is not of type {want}"));
                }
            }
            "enum" => {
                if !want.as_array().is_some_and(|a| a.contains(v)) {
                    errs.push(format!("{at}: {v} is not one of {want}"));
                }
            }
            "const" => {
                if v != want {
                    errs.push(format!("{at}: {v} is not {want}"));
                }
            }
            "required" => {
                if let Some(o) = v.as_object() {
                    for k in want.as_array().into_iter().flatten() {
                        let k = k.as_str().unwrap_or_default();
                        if !o.contains_key(k) {
                            errs.push(format!("{at}: missing field '{k}'"));
                        }
                    }
                }
            }
            "properties" => {
                if let (Some(o), Some(props)) = (v.as_object(), want.as_object()) {
                    for (k, sub) in props {
                        if let Some(x) = o.get(k) {
                            check(root, sub, x, &format!("{at}.{k}"), errs);
                        }
                    }
                }
            }
            "additionalProperties" => {
                let props = s.get("properties").and_then(Value::as_object);
                if let Some(o) = v.as_object() {
                    for (k, x) in o {
                        if props.is_some_and(|p| p.contains_key(k)) {
                            continue;
                        }
                        match want {
                            Value::Bool(true) => {}
                            Value::Bool(false) => {
                                errs.push(format!("{at}: unexpected field '{k}'"))
                            }
                            sub => check(root, sub, x, &format!("{at}.{k}"), errs),
                        }
                    }
                }
            }
            "items" => {
                for (i, x) in v.as_array().into_iter().flatten().enumerate() {
                    check(root, want, x, &format!("{at}[{i}]"), errs);
                }
            }
            "minItems" | "maxItems" => {
                if let (Some(a), Some(n)) = (v.as_array(), want.as_u64()) {
                    let len = a.len() as u64;
                    if (key == "minItems" && len < n) || (key == "maxItems" && len > n) {
                        errs.push(format!("{at}: {len} items, {key} {n}"));
                    }
                }
            }
            "minimum" | "maximum" => {
                if let (Some(x), Some(n)) = (v.as_f64(), want.as_f64()) {
                    if (key == "minimum" && x < n) || (key == "maximum" && x > n) {
                        errs.push(format!("{at}: {x} breaks {key} {n}"));
                    }
                }
            }
            "oneOf" | "anyOf" => {
                let branches = want.as_array().map(Vec::as_slice).unwrap_or_default();
                let mut failures = Vec::new();
                let mut passed = 0;
                for (i, b) in branches.iter().enumerate() {
                    let mut e = Vec::new();
                    check(root, b, v, &format!("{at}<{key} {i}>"), &mut e);
                    if e.is_empty() {
                        passed += 1;
                    } else {
                        failures.extend(e);
                    }
                }
                let ok = if key == "oneOf" {
                    passed == 1
                } else {
                    passed >= 1
                };
                if !ok {
                    errs.push(format!(
                        "{at}: {passed} of {} {key} branches match: {}",
                        branches.len(),
                        failures.join("; ")
                    ));
                }
            }
            other => errs.push(format!(
                "{at}: keyword '{other}' is not in the checked subset"
            )),
        }
    }
}

fn has_type(v: &Value, t: &str) -> bool {
    match t {
        "object" => v.is_object(),
        "array" => v.is_array(),
        "string" => v.is_string(),
        "integer" => v.is_i64() || v.is_u64(),
        "number" => v.is_number(),
        "boolean" => v.is_boolean(),
        "null" => v.is_null(),
        _ => false,
    }
}

pub fn errors(schema: &Value, v: &Value) -> Vec<String> {
    let mut errs = Vec::new();
    check(schema, schema, v, "$", &mut errs);
    errs
}
