#!/usr/bin/env bash
# Checks the deployment files in contrib/ with the real tools:
#   (a) contrib/nginx.conf in Debian's nginx, in front of two `fenlingo serve`
#       replicas: a figure is a MISS, then a HIT, with the replica's bytes,
#       and one per Accept-Language;
#   (b) If-None-Match with the ETag gets 304 through nginx, for a kept
#       answer and for one nginx has not seen;
#   (c) 200 distinct uncached requests, 8 at a time, while one replica is
#       killed with SIGKILL: not one fails;
#   (d) contrib/fenlingo.service: the socket is in its RuntimeDirectory=,
#       TimeoutStopSec= is above serve's --timeout + 1 s, `systemd-analyze
#       verify` says nothing and `systemd-analyze security --offline` rates
#       it at most 2.5;
#   (e) contrib/Containerfile and .dockerignore: the context .dockerignore
#       leaves holds what the build needs and not target/ or .git/, and cargo
#       reads it with --locked;
#   (f) the unit's UMask= and Group= give a socket the group may connect to
#       and other users may not (as root only: it switches users).
# Installs nginx and curl from Debian when they are missing. Run from CI
# after target/release/fenlingo is built (it is built here when missing).
set -euo pipefail
cd "$(dirname "$0")/.."

as_root=""
[ "$(id -u)" = 0 ] || as_root="$(command -v sudo || echo env)"
nginx="$(command -v nginx || echo /usr/sbin/nginx)"
if [ ! -x "$nginx" ] || ! command -v curl >/dev/null; then
  $as_root apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive $as_root apt-get install -y -qq nginx curl >/dev/null
  nginx="$(command -v nginx || echo /usr/sbin/nginx)"
fi
[ -x target/release/fenlingo ] || cargo build --release --quiet --bin fenlingo

dir="$(mktemp -d)"
# Every process started here, disowned (so that bash does not report the
# one killed on purpose), stopped at the end: SIGTERM, which nginx's master
# passes on to its workers, then SIGKILL for any still there after 3 s.
pids=()
started() {
  pids+=("$1")
  disown "$1"
}
cleanup() {
  local p alive
  for p in "${pids[@]}"; do kill -TERM "$p" 2>/dev/null || true; done
  for _ in $(seq 60); do
    alive=""
    for p in "${pids[@]}"; do kill -0 "$p" 2>/dev/null && alive=1; done
    [ -z "$alive" ] && break
    sleep 0.05
  done
  for p in "${pids[@]}"; do kill -KILL "$p" 2>/dev/null || true; done
  rm -rf "$dir"
}
trap cleanup EXIT
trap 'exit 1' INT TERM
start="$(date +%s.%N)"
# A copy of the binary that other users may run (the repository may be in
# a home folder they cannot enter), also named by the unit checked in (d).
chmod 755 "$dir"
mkdir -p "$dir/bin"
cp target/release/fenlingo "$dir/bin/fenlingo"
bin="$dir/bin/fenlingo"
passed=0
failed=0
skipped=()
pass() { echo "check-contrib: ($1) ok: $2"; passed=$((passed + 1)); }
fail() { echo "check-contrib: ($1) FAILED: $2" >&2; failed=$((failed + 1)); }

# A port nothing listens on now (nginx cannot pick one itself).
free_port() {
  python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

# A replica on a free port, which it prints (even with --quiet) once it
# accepts connections. Sets $replica_pid and $replica_port.
start_replica() {
  local err="$dir/replica-$1.err"
  "$bin" serve --quiet --listen 127.0.0.1:0 2>"$err" &
  replica_pid=$!
  started "$replica_pid"
  for _ in $(seq 100); do
    replica_port="$(grep -oE 'http://127\.0\.0\.1:[0-9]+' "$err" | head -n 1 | sed 's/.*://')" || true
    [ -n "$replica_port" ] && return 0
    kill -0 "$replica_pid" 2>/dev/null || break
    sleep 0.05
  done
  echo "check-contrib: replica $1 did not start:" >&2
  cat "$err" >&2
  exit 1
}
start_replica a
pid_a=$replica_pid port_a=$replica_port
start_replica b
port_b=$replica_port

# nginx with contrib/nginx.conf as it is, the placeholders replaced. As root
# its workers are www-data (the file's user directive), so they need to
# reach and write its folder.
ndir="$dir/nginx"
mkdir -p "$ndir/tmp"
if [ "$(id -u)" = 0 ]; then chown -R www-data "$ndir"; fi
nginx_started=""
for _ in 1 2 3; do
  port_n="$(free_port)"
  sed -e "s#@DIR@#$ndir#g" -e "s#@LISTEN@#127.0.0.1:$port_n#g" \
    -e "s#@PORT_A@#$port_a#g" -e "s#@PORT_B@#$port_b#g" contrib/nginx.conf >"$ndir/nginx.conf"
  if grep -q '@[A-Z_]*@' "$ndir/nginx.conf"; then
    echo "check-contrib: a placeholder of contrib/nginx.conf is left: $(grep -o '@[A-Z_]*@' "$ndir/nginx.conf" | sort -u | tr '\n' ' ')" >&2
    exit 1
  fi
  "$nginx" -p "$ndir" -e "$ndir/error.log" -c "$ndir/nginx.conf" -g 'daemon off;' 2>>"$ndir/stderr" &
  nginx_pid=$!
  started "$nginx_pid"
  for _ in $(seq 100); do
    if curl -s -o /dev/null "http://127.0.0.1:$port_n/healthz"; then nginx_started=1; break; fi
    kill -0 "$nginx_pid" 2>/dev/null || break
    sleep 0.05
  done
  [ -n "$nginx_started" ] && break
  kill -TERM "$nginx_pid" 2>/dev/null || true
done
if [ -z "$nginx_started" ]; then
  echo "check-contrib: nginx did not start:" >&2
  cat "$ndir/stderr" "$ndir/error.log" >&2 2>/dev/null || true
  exit 1
fi
proxy="http://127.0.0.1:$port_n"

# Status, X-Cache-Status and ETag of a request: "STATUS CACHE ETAG".
probe() {
  local status cache etag
  : >"$dir/headers"
  curl -s -o "$dir/body" -D "$dir/headers" "$@" >/dev/null || true
  status="$(head -n 1 "$dir/headers" | awk '{print $2}')"
  cache="$(grep -i '^x-cache-status:' "$dir/headers" | awk '{print $2}' | tr -d '\r' || true)"
  etag="$(grep -i '^etag:' "$dir/headers" | awk '{print $2}' | tr -d '\r' || true)"
  echo "${status:-none} ${cache:--} ${etag:--}"
}

# (a) A MISS, then a HIT, each with the bytes the replica gives. Then a
# figure without lang=, whose language comes from Accept-Language (fenlingo
# says Vary: Accept-Language): each language is kept apart, never one
# answered for the other.
q='board.svg?fen=6tt/1r3p2/1pa1p1cp/p1p1P2T/2P3T1/2P1A3/P1AR1PP1/8_n_-_-_5_26&lang=es'
curl -s -o "$dir/direct.svg" "http://127.0.0.1:$port_b/$q"
read -r s1 c1 etag < <(probe "$proxy/$q")
cp "$dir/body" "$dir/first.svg"
read -r s2 c2 _ < <(probe "$proxy/$q")
a_err=""
if [ "$s1 $c1 $s2 $c2" != "200 MISS 200 HIT" ] || ! cmp -s "$dir/direct.svg" "$dir/first.svg" ||
  ! cmp -s "$dir/direct.svg" "$dir/body"; then
  a_err="$s1 $c1, then $s2 $c2 (want 200 MISS, then 200 HIT, with the replica's bytes)"
fi
q3='board.svg?fen=8/8/8/8/8/8/8/K6k_w_-_-_0_1'
curl -s -o "$dir/direct-en.svg" "http://127.0.0.1:$port_a/$q3"
curl -s -o "$dir/direct-ru.svg" -H 'Accept-Language: ru-RU,ru;q=0.9' "http://127.0.0.1:$port_a/$q3"
cmp -s "$dir/direct-en.svg" "$dir/direct-ru.svg" && a_err="${a_err:+$a_err; }the replica gave the same figure in English and Russian"
seen=""
for step in en:MISS ru:MISS ru:HIT en:HIT; do
  lang="${step%%:*}" want="${step#*:}"
  hdr=()
  [ "$lang" = ru ] && hdr=(-H 'Accept-Language: ru-RU,ru;q=0.9')
  read -r st ca _ < <(probe "${hdr[@]}" "$proxy/$q3")
  seen="$seen $lang:$ca"
  if [ "$st $ca" != "200 $want" ] || ! cmp -s "$dir/body" "$dir/direct-$lang.svg"; then
    a_err="${a_err:+$a_err; }Accept-Language $lang: $st $ca (want 200 $want, with the replica's $lang figure)"
  fi
done
if [ -z "$a_err" ]; then
  pass a "board.svg through nginx: 200 MISS, then 200 HIT, same $(wc -c <"$dir/direct.svg") bytes as the replica; by Accept-Language:$seen, each its own figure"
else
  fail a "board.svg through nginx: $a_err"
fi

# (b) 304 for the kept answer, and for one nginx has not seen (its ETag
# from a replica: every replica gives the same).
read -r s3 c3 _ < <(probe -H "If-None-Match: $etag" "$proxy/$q")
q2='board.png?fen=8/8/8/8/8/8/8/K6k_w_-_-_0_1&size=200'
etag2="$(curl -s -o /dev/null -D - "http://127.0.0.1:$port_a/$q2" | grep -i '^etag:' | awk '{print $2}' | tr -d '\r' || true)"
read -r s4 c4 _ < <(probe -H "If-None-Match: $etag2" "$proxy/$q2")
read -r s5 _ < <(probe -H 'If-None-Match: "0000"' "$proxy/$q2")
if [ "$s3 $c3 $s4 $s5" = "304 HIT 304 200" ] && [ -n "$etag2" ]; then
  pass b "If-None-Match through nginx: 304 for a kept answer ($c3), 304 for a new one ($c4), 200 for another ETag"
else
  fail b "If-None-Match through nginx: $s3 $c3 (want 304 HIT), $s4 $c4 (want 304), $s5 with another ETag (want 200)"
fi

# (c) 200 distinct figures, 8 at a time; replica a is killed (SIGKILL) once
# 50 have been answered. Every answer must be a whole PNG with status 200.
if python3 - "$proxy" "$pid_a" >"$dir/load.out" <<'EOF'; then
import http.client, os, signal, sys, threading, time, urllib.parse
proxy, victim = urllib.parse.urlsplit(sys.argv[1]), int(sys.argv[2])
total, kill_after, threads = 200, 50, 8
lock = threading.Lock()
state = {"next": 0, "done": 0, "failures": [], "killed_at": None}
local = threading.local()

def fetch(i):
    if not hasattr(local, "conn"):
        local.conn = http.client.HTTPConnection(proxy.hostname, proxy.port, timeout=30)
    path = f"/board.png?fen=8/8/8/8/8/8/8/K6k_w_-_-_0_1&size={64 + i}&caption=load-{i}"
    try:
        local.conn.request("GET", path)
        r = local.conn.getresponse()
        body = r.read()
        if r.status != 200 or not body.startswith(b"\x89PNG") or len(body) != int(r.getheader("Content-Length", "-1")):
            return f"{path}: {r.status}, {len(body)} bytes"
    except Exception as e:
        del local.conn
        return f"{path}: {e!r}"
    return None

def worker():
    while True:
        with lock:
            i = state["next"]
            if i >= total:
                return
            state["next"] += 1
        err = fetch(i)
        with lock:
            state["done"] += 1
            if err:
                state["failures"].append(err)
            if state["done"] == kill_after:
                os.kill(victim, signal.SIGKILL)
                state["killed_at"] = state["next"]

t0 = time.monotonic()
ts = [threading.Thread(target=worker) for _ in range(threads)]
for t in ts: t.start()
for t in ts: t.join()
elapsed = time.monotonic() - t0
for f in state["failures"][:10]:
    print("failure:", f, file=sys.stderr)
print(total, len(state["failures"]), state["killed_at"], f"{elapsed:.2f}")
sys.exit(1 if state["failures"] or state["killed_at"] is None else 0)
EOF
  read -r n_req n_fail n_started secs <"$dir/load.out"
  # nginx's log: which replica answered each, and which were retried.
  log="$(grep -F 'caption=load-' "$ndir/access.log" || true)"
  on_a="$(grep -c "upstream=127.0.0.1:$port_a " <<<"$log" || true)"
  on_b="$(grep -c "upstream=127.0.0.1:$port_b " <<<"$log" || true)"
  retried="$(grep -c "upstream=127.0.0.1:[0-9]*, " <<<"$log" || true)"
  pass c "$n_req distinct requests in ${secs}s, $n_fail failed; replica a killed (SIGKILL) after 50 answers with $n_started started: a answered $on_a, b $on_b, $retried retried on the other replica"
else
  fail c "requests through nginx failed while a replica was killed: $(cat "$dir/load.out")"
fi

# (d) The unit. First what systemd cannot know: the socket's folder is the
# RuntimeDirectory= systemd creates, and TimeoutStopSec= leaves fenlingo its
# graceful stop (--timeout, default as `fenlingo serve --help` gives it, and
# one second more) with 5 s to spare. Then systemd-analyze verify, with ExecStart= pointing at
# a copy of the binary that exists (verify checks that the command runs):
# it exits 0 even for unknown keys and bad values, so anything it prints is
# a failure. Then systemd-analyze security, offline.
unit=contrib/fenlingo.service
exec_line="$(sed -n 's/^ExecStart=//p' "$unit")"
sock="$(sed -n 's/.* --listen \([^ ]*\).*/\1/p' <<<"$exec_line")"
rundir="$(sed -n 's/^RuntimeDirectory=//p' "$unit")"
timeout="$(sed -n 's/.* --timeout[ =]\([0-9]*\).*/\1/p' <<<"$exec_line")"
[ -n "$timeout" ] || timeout="$("$bin" serve --help | sed -n 's/.*--timeout <SECONDS>.*\[default: \([0-9]*\)\].*/\1/p')"
stop="$(sed -n 's/^TimeoutStopSec=\([0-9]*\)s\{0,1\}$/\1/p' "$unit")"
d_err=""
[ "$(grep -c '^ExecStart=' "$unit")" = 1 ] || d_err="want one ExecStart= line"
[ "$exec_line" = "/usr/local/bin/fenlingo serve --listen /run/fenlingo/fenlingo.sock" ] ||
  d_err="${d_err:+$d_err; }ExecStart=$exec_line (want /usr/local/bin/fenlingo serve --listen /run/fenlingo/fenlingo.sock)"
[ -n "$rundir" ] && [ "$(dirname "$sock")" = "/run/$rundir" ] ||
  d_err="${d_err:+$d_err; }the socket $sock is not in RuntimeDirectory=${rundir:-(none)}"
[ -n "$timeout" ] && [ -n "$stop" ] && [ "$stop" -ge $((timeout + 1 + 5)) ] ||
  d_err="${d_err:+$d_err; }TimeoutStopSec=${stop:-(none)} is not comfortably above --timeout ${timeout:-?} + 1 s"
if [ -n "$d_err" ]; then
  fail d "$unit: $d_err"
elif command -v systemd-analyze >/dev/null; then
  udir="$dir/unit"
  mkdir -p "$udir"
  sed "s#^ExecStart=/usr/local/bin/fenlingo #ExecStart=$bin #" "$unit" >"$udir/fenlingo.service"
  checked="socket in /run/$rundir, TimeoutStopSec=${stop}s for --timeout ${timeout}"
  if ! out="$(systemd-analyze verify --man=no "$udir/fenlingo.service" 2>&1)" || [ -n "$out" ]; then
    fail d "systemd-analyze verify $unit: ${out:-exit status not 0}"
  elif systemd-analyze security --help 2>/dev/null | grep -q -- '--offline'; then
    if sec="$(systemd-analyze security --offline=yes --threshold=25 "$udir/fenlingo.service" 2>&1)"; then
      pass d "$checked; systemd-analyze verify: nothing to say; security: $(grep -o 'exposure level.*' <<<"$sec")"
    else
      fail d "systemd-analyze security: $(grep -o 'exposure level.*' <<<"$sec" || echo "$sec") (want at most 2.5)"
    fi
  else
    pass d "$checked; systemd-analyze verify: nothing to say (this systemd-analyze has no security --offline)"
  fi
else
  skipped+=("d: no systemd-analyze")
fi

# (e) The Containerfile's stages, and the context .dockerignore leaves: the
# files are listed as Docker matches the patterns (a pattern names a path
# from the context's root, `*` stays within one folder, `**` spans any
# number, a folder excluded excludes all under it, the last match wins, `!`
# takes back, though not inside an excluded folder, which is not entered),
# copied, and read by cargo as the build will (--locked).
cf=contrib/Containerfile
e_err=""
[ -f "$cf" ] && [ -f .dockerignore ] || e_err="contrib/Containerfile or .dockerignore is missing"
if [ -z "$e_err" ]; then
  grep -qE '^FROM docker\.io/library/rust:\$\{RUST_VERSION\}-bookworm AS build' "$cf" &&
    grep -qE 'cargo build --release --locked --bin fenlingo' "$cf" &&
    grep -qE '^FROM docker\.io/library/debian:bookworm-slim' "$cf" &&
    grep -qE '^EXPOSE 8080$' "$cf" &&
    grep -qF 'CMD ["fenlingo", "serve", "--listen", "0.0.0.0:8080"]' "$cf" ||
    e_err="contrib/Containerfile lacks a build stage from rust:…-bookworm, its cargo build, the debian:bookworm-slim stage, EXPOSE 8080 or the CMD"
  user="$(grep -E '^USER ' "$cf" | tail -n 1 | awk '{print $2}')"
  case "${user%%:*}" in
    '' | 0 | root) e_err="${e_err:+$e_err; }the runtime stage does not run as a user other than root (USER: '${user}')" ;;
  esac
fi
if [ -z "$e_err" ]; then
  if ctx="$(python3 - "$dir/context" <<'EOF'
import os, re, shutil, sys
dest = sys.argv[1]
rules = []
for line in open(".dockerignore", encoding="utf-8"):
    line = line.strip()
    if not line or line.startswith("#"):
        continue
    neg = line.startswith("!")
    pat = os.path.normpath(line.lstrip("!").strip()).lstrip("/")
    rx = ""
    for part in re.split(r"(\*\*/?|\*|\?)", pat):
        if part in ("**", "**/"):
            rx += "(?:.*/)?" if part == "**/" else ".*"
        elif part == "*":
            rx += "[^/]*"
        elif part == "?":
            rx += "[^/]"
        else:
            rx += re.escape(part)
    rules.append((neg, re.compile(rx + "$")))

def excluded(path):
    out = False
    for neg, rx in rules:
        if rx.match(path):
            out = not neg
    return out

files = size = 0
for top, dirs, names in os.walk("."):
    rel = os.path.relpath(top, ".")
    rel = "" if rel == "." else rel + "/"
    dirs[:] = [d for d in dirs if not excluded(rel + d)]
    for n in names:
        if not excluded(rel + n):
            os.makedirs(os.path.join(dest, rel), exist_ok=True)
            shutil.copy2(rel + n, os.path.join(dest, rel + n))
            files += 1
            size += os.path.getsize(rel + n)
print(files, f"{size / 1e6:.1f}")
EOF
)"; then
    read -r ctx_files ctx_mb <<<"$ctx"
    for want in Cargo.toml Cargo.lock build.rs src/main.rs src/sample.epd locales/en/captions.ftl \
      templates/a4-6.toml benches/fen.rs benches/diagram.rs; do
      [ -f "$dir/context/$want" ] || e_err="${e_err:+$e_err; }.dockerignore leaves out $want, which the build needs"
    done
    for unwanted in target .git; do
      [ ! -e "$dir/context/$unwanted" ] || e_err="${e_err:+$e_err; }.dockerignore does not leave out $unwanted/"
    done
    grep -qxE '/?target/?' .dockerignore || e_err="${e_err:+$e_err; }.dockerignore has no line for target/"
    # cargo reads the copy as the build will: every target Cargo.toml names
    # is there, and Cargo.lock is complete (--locked). --filter-platform: the
    # crates of other systems, which a build never downloads, need not be
    # at hand (--offline).
    read_by="not read by cargo (no cargo here)"
    if [ -z "$e_err" ] && command -v cargo >/dev/null; then
      host="$(rustc -vV | sed -n 's/^host: //p')"
      if out="$(cd "$dir/context" && cargo metadata --locked --offline --format-version 1 --filter-platform "$host" 2>&1 >/dev/null)"; then
        read_by="read by cargo --locked"
      else
        e_err="cargo metadata --locked in the build context: $out"
      fi
    fi
  else
    e_err="the build context could not be listed"
  fi
fi
if [ -z "$e_err" ]; then
  pass e "Containerfile: rust:…-bookworm build, bookworm-slim runtime as USER $user, EXPOSE 8080; build context $ctx_files files, $ctx_mb MB, without target/ and .git/, $read_by"
else
  fail e "$e_err"
fi

# (f) The socket of the unit, as systemd would make it: fenlingo started
# with the unit's UMask=, as user 61184 (the first number DynamicUser= gives
# out) in the unit's Group=; the group's user (nginx's) connects, another
# user (nobody) does not.
umask_u="$(sed -n 's/^UMask=//p' contrib/fenlingo.service | tail -n 1)"
group_u="$(sed -n 's/^Group=//p' contrib/fenlingo.service | tail -n 1)"
if [ "$(id -u)" != 0 ] || ! command -v setpriv >/dev/null; then
  skipped+=("f: needs root and setpriv")
elif [ -z "$umask_u" ] || [ -z "$group_u" ] || ! getent group "$group_u" >/dev/null; then
  fail f "contrib/fenlingo.service: UMask= '$umask_u', Group= '$group_u' (want both, the group existing here)"
else
  member="$(getent passwd | awk -F: -v g="$(getent group "$group_u" | cut -d: -f3)" '$4 == g { print $1; exit }')"
  run="$dir/run"
  mkdir -p "$run"
  chmod 755 "$run"
  chown 61184 "$run"
  (umask "$umask_u" && exec setpriv --reuid=61184 --regid="$group_u" --clear-groups \
    "$bin" serve --quiet --listen "$run/fenlingo.sock") 2>"$dir/socket.err" &
  sock_pid=$!
  started "$sock_pid"
  # Listening once root (whom the mode does not stop) gets an answer.
  for _ in $(seq 100); do
    curl -s -o /dev/null --unix-socket "$run/fenlingo.sock" http://localhost/healthz && break
    sleep 0.05
  done
  mode="$(stat -c '%a %G' "$run/fenlingo.sock" 2>/dev/null || echo none)"
  as() { setpriv --reuid="$1" --regid="$2" --clear-groups curl -s -o /dev/null -w '%{http_code}' --unix-socket "$run/fenlingo.sock" http://localhost/healthz || true; }
  in_group="$(as "${member:-nobody}" "$group_u")"
  other="$(as nobody nogroup)"
  if [ "$in_group" = 200 ] && [ "$other" = 000 ] && [ -n "$member" ]; then
    pass f "UMask=$umask_u: socket mode $mode; $member ($group_u) connects (200), nobody (nogroup) is refused"
  else
    fail f "UMask=$umask_u, Group=$group_u: socket '$mode'; ${member:-no user} in $group_u got '$in_group' (want 200), nobody got '$other' (want refused) $(cat "$dir/socket.err")"
  fi
  kill "$sock_pid" 2>/dev/null || true
fi

secs="$(echo "$(date +%s.%N) $start" | awk '{printf "%.1f", $1 - $2}')"
summary="check-contrib: $passed passed, $failed failed"
[ "${#skipped[@]}" = 0 ] || summary="$summary, ${#skipped[@]} skipped ($(IFS=';'; echo "${skipped[*]}"))"
echo "$summary in ${secs}s"
[ "$failed" = 0 ]
