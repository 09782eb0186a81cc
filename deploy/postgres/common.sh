# shellcheck shell=bash
# Sourced by the scripts of this folder (not run on its own): their error exit and PostgreSQL's bin folder.
# The caller sets `script` (its name, for messages) before sourcing it.

# Prints "<script> : <message>" on stderr and exits 1.
fail() {
  echo "${script:-postgres} : $*" >&2
  exit 1
}

# PostgreSQL's bin folder: PG_BIN, or the newest /usr/lib/postgresql/<version>/bin.
pg_bin() {
  if [[ -n ${PG_BIN:-} ]]; then
    echo "$PG_BIN"
    return
  fi
  local newest
  newest=$(find /usr/lib/postgresql -mindepth 1 -maxdepth 1 -printf '%f\n' 2>/dev/null | sort -n | tail -n 1)
  [[ -n $newest ]] || fail "PostgreSQL introuvable dans /usr/lib/postgresql (ou donnez PG_BIN)."
  echo "/usr/lib/postgresql/$newest/bin"
}
