#!/usr/bin/env bash
# A base backup of the 1xpay PostgreSQL server (docs/operations.md, « Backups and point-in-time recovery »), for a
# daily systemd timer or cron line. pg_basebackup writes it, with the WAL needed to make it consistent (-X stream)
# and a manifest of checksums, into <backups>/<UTC start time>.partial; pg_verifybackup then checks it against that
# manifest, and only then is the folder renamed to <backups>/<UTC start time>: a folder without .partial is a
# verified backup. Together with the WAL archive (archive-wal.sh), it restores to any time after its end
# (restore.sh).
#
# Format tar (the default): base.tar.gz, pg_wal.tar.gz and backup_manifest, what to copy off the machine.
# PostgreSQL 15's pg_verifybackup reads plain backups only, so a tar backup is unpacked into a temporary folder
# beside it to be verified, then that folder is removed. Format plain: a copy of the data folder.
#
# Run as the postgres user (or any role with REPLICATION), e.g.:
#   sudo -u postgres /srv/1xpay/deploy/postgres/base-backup.sh /var/lib/postgresql/1xpay-backups -- -h /var/run/postgresql
# Everything after -- goes to pg_basebackup (host, port, user); libpq's PGHOST, PGPORT, PGUSER work too.
# PG_BIN names PostgreSQL's bin folder (default: the newest /usr/lib/postgresql/<version>/bin).
# Prints the backup's folder on its last line.
set -Eeuo pipefail

usage="Usage : base-backup.sh [--format tar|plain] <dossier des sauvegardes> [-- options de connexion de pg_basebackup]"

# shellcheck disable=SC2034 # read by common.sh
script=base-backup
# shellcheck source=common.sh
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"



format=tar
if [[ ${1:-} == --format ]]; then
  format=${2:-}
  shift 2 || fail "$usage"
fi
[[ $format == tar || $format == plain ]] || fail "format inconnu : « $format » (tar ou plain). $usage"
[[ $# -ge 1 ]] || fail "$usage"
backups=$1
shift
if [[ $# -gt 0 ]]; then
  [[ $1 == -- ]] || fail "$usage"
  shift
fi

[[ -d $backups ]] || fail "le dossier des sauvegardes « $backups » n'existe pas."
bin=$(pg_bin)

name=$(date -u +%Y-%m-%dT%H%M%SZ)
final=$backups/$name
partial=$final.partial
[[ ! -e $final && ! -e $partial ]] || fail "« $final » existe déjà : une sauvegarde par seconde au plus."
checking=""
finished=0
cleanup() {
  if [[ -n $checking ]]; then rm -rf -- "$checking"; fi
  # A failed backup leaves nothing that looks like one.
  if [[ $finished -eq 0 ]]; then rm -rf -- "$partial"; fi
}
trap cleanup EXIT

options=(-D "$partial" -X stream -c fast --manifest-checksums=SHA256 -l "1xpay $name")
if [[ $format == tar ]]; then options+=(-F tar -z); else options+=(-F plain); fi
echo "Sauvegarde de base vers $final ($format)…" >&2
"$bin/pg_basebackup" "${options[@]}" "$@" || fail "pg_basebackup a échoué."

if [[ $format == plain ]]; then
  "$bin/pg_verifybackup" --quiet "$partial" || fail "la vérification de la sauvegarde a échoué."
else
  checking=$(mktemp -d -- "$backups/.verification-$name.XXXXXX")
  tar -xzf "$partial/base.tar.gz" -C "$checking"
  tar -xzf "$partial/pg_wal.tar.gz" -C "$checking/pg_wal"
  "$bin/pg_verifybackup" --quiet -m "$partial/backup_manifest" "$checking" ||
    fail "la vérification de la sauvegarde a échoué."
  rm -rf -- "$checking"
  checking=""
fi
# Flush the backup's file system, then name it: the name says « complete and verified ».
sync -f -- "$partial"
mv -- "$partial" "$final"
sync -- "$backups"
finished=1
echo "Sauvegarde vérifiée : $final" >&2
echo "$final"
