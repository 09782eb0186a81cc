#!/usr/bin/env bash
# Retention of 1xpay's PostgreSQL backups (docs/operations.md, « Backups and point-in-time recovery »): keeps the
# <count> newest verified base backups of base-backup.sh, deletes the older ones, then deletes from the WAL archive
# every segment older than the oldest backup kept (pg_archivecleanup, up to that backup's .backup file in the
# archive, found by its label). What is left restores to any time from the oldest kept backup's end until now.
# Folders still .partial (a backup running or failed) and the archive's .history files are never touched.
#
# Run as the postgres user after the daily backup, e.g. keeping two weeks of daily backups:
#   sudo -u postgres /srv/1xpay/deploy/postgres/prune-backups.sh /var/lib/postgresql/1xpay-backups \
#     /var/lib/postgresql/1xpay-archive/wal 14
# PG_BIN as in base-backup.sh.
set -Eeuo pipefail

usage="Usage : prune-backups.sh <dossier des sauvegardes> <dossier d'archive WAL> <nombre de sauvegardes à garder>"

# shellcheck disable=SC2034 # read by common.sh
script=prune-backups
# shellcheck source=common.sh
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"



[[ $# -eq 3 ]] || fail "$usage"
backups=$1
archive=$2
keep=$3
[[ -d $backups ]] || fail "le dossier des sauvegardes « $backups » n'existe pas."
[[ -d $archive ]] || fail "le dossier d'archive « $archive » n'existe pas."
[[ $keep =~ ^[1-9][0-9]*$ ]] || fail "le nombre de sauvegardes à garder doit être un entier d'au moins 1 : « $keep »."
bin=$(pg_bin)

# Verified backups only (named by their UTC start time, which sorts by date), oldest first.
mapfile -t all < <(find "$backups" -mindepth 1 -maxdepth 1 -type d -regextype posix-extended \
  -regex '.*/[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{6}Z' -printf '%f\n' | sort)
if [[ ${#all[@]} -le $keep ]]; then
  echo "${#all[@]} sauvegarde(s), $keep à garder : rien à supprimer." >&2
  exit 0
fi
oldest_kept=${all[${#all[@]} - keep]}

# The oldest kept backup's .backup file in the archive: WAL before its start is needed by no backup kept.
marker=$(grep -l -x -F "LABEL: 1xpay $oldest_kept" "$archive"/*.backup 2>/dev/null | head -n 1 || true)
[[ -n $marker ]] || fail "aucun fichier .backup de « $oldest_kept » dans l'archive : rien supprimé (l'archivage marche-t-il ?)."

for old in "${all[@]:0:${#all[@]} - keep}"; do
  echo "Suppression de la sauvegarde $backups/$old" >&2
  rm -rf -- "${backups:?}/$old"
done
echo "Suppression des segments WAL antérieurs à $(basename "$marker")" >&2
"$bin/pg_archivecleanup" "$archive" "$(basename "$marker")"
