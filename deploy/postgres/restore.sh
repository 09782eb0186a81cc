#!/usr/bin/env bash
# Point-in-time recovery of 1xpay's PostgreSQL (docs/operations.md, « Backups and point-in-time recovery »): makes a
# new data folder from a base backup of base-backup.sh (checked against its manifest with pg_verifybackup), and
# sets it to replay the WAL archive of archive-wal.sh up to the given time, then promote: the server started on it
# holds every transaction committed up to that time, none after, and takes writes on a new timeline.
#
# The time is ISO 8601 with its zone (2026-11-28T14:05:00Z, 2026-11-28 15:05:00+01:00): without one, PostgreSQL
# would read it in the server's time zone. Choose the newest backup that finished before that time; one that
# ended after it cannot reach it (PostgreSQL stops with « recovery ended before configured recovery target was
# reached »: take the backup before).
#
# The settings go into the new folder's postgresql.auto.conf (read after postgresql.conf, wherever that lives;
# Debian's is in /etc/postgresql): restore_command, recovery_target_time, recovery_target_action = 'promote'; and a
# recovery.signal file. --sans-archivage also turns archiving off on the restored server: for a drill on another
# machine, which must not write into the production archive. Without it, the restored server archives its new
# timeline beside the old one (as the server that replaces production should).
#
# --timeline: which history to follow from the backup on. PostgreSQL's default, latest, follows the newest timeline
# of the archive: the right one after a standby was promoted. But a restore that archived its own timeline (a drill
# without --sans-archivage) leaves a branch there too, and latest would follow it: recovery then ends with « recovery
# ended before configured recovery target was reached ». Give the timeline to follow (current: the backup's own).
#
# Run as the postgres user, the new server's data folder absent or empty, e.g.:
#   sudo -u postgres /srv/1xpay/deploy/postgres/restore.sh /var/lib/postgresql/1xpay-backups/2026-11-28T020000Z \
#     /var/lib/postgresql/1xpay-archive/wal /var/lib/postgresql/15/main 2026-11-28T14:05:00Z
# then start the server (pg_ctlcluster 15 main start, or pg_ctl -D … start). PG_BIN as in base-backup.sh.
set -Eeuo pipefail

usage="Usage : restore.sh [--sans-archivage] [--timeline latest|current|<n>] <sauvegarde de base> <dossier d'archive WAL> <nouveau dossier de données> <heure cible ISO 8601, avec fuseau>"

# shellcheck disable=SC2034 # read by common.sh
script=restore
# shellcheck source=common.sh
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"



archiving=on
timeline=latest
while [[ $# -gt 0 && $1 == --* ]]; do
  case $1 in
  --sans-archivage)
    archiving=off
    shift
    ;;
  --timeline)
    timeline=${2:-}
    [[ $timeline =~ ^(latest|current|[0-9]+)$ ]] || fail "--timeline : latest, current ou un numéro, pas « $timeline »."
    shift 2
    ;;
  *) fail "option inconnue : « $1 ». $usage" ;;
  esac
done
[[ $# -eq 4 ]] || fail "$usage"
backup=$1
archive=$2
data=$3
target=$4

[[ $EUID -ne 0 ]] || fail "à lancer en tant qu'utilisateur postgres (sudo -u postgres …), pas root : le serveur refuse un dossier qui n'est pas le sien."
[[ -f $backup/backup_manifest ]] || fail "« $backup » n'est pas une sauvegarde de base-backup.sh (pas de backup_manifest)."
[[ -d $archive ]] || fail "le dossier d'archive « $archive » n'existe pas."
# The archive's path goes into a shell command inside a postgresql.conf string: plain characters only.
[[ $archive =~ ^[A-Za-z0-9/._-]+$ ]] || fail "le chemin de l'archive ne doit contenir que lettres, chiffres, / . _ - : « $archive »."
zone='(Z|[+-][0-9]{2}(:?[0-9]{2})?)'
[[ $target =~ ^[0-9]{4}-[0-9]{2}-[0-9]{2}[T\ ][0-9]{2}:[0-9]{2}(:[0-9]{2}(\.[0-9]{1,6})?)?$zone$ ]] ||
  fail "heure cible invalide : « $target » (ISO 8601 avec fuseau, par exemple 2026-11-28T14:05:00Z)."
if [[ -e $data ]]; then
  [[ -d $data && -z $(ls -A -- "$data") ]] || fail "« $data » existe et n'est pas vide : le dossier de données doit être neuf."
fi
bin=$(pg_bin)
# PostgreSQL reads recovery_target_time before it knows time zone abbreviations: « Z » is refused there, +00:00 not.
if [[ $target == *Z ]]; then target="${target%Z}+00:00"; fi

mkdir -p -- "$data"
chmod 700 -- "$data"
echo "Copie de la sauvegarde $backup dans $data…" >&2
if [[ -f $backup/base.tar.gz ]]; then
  tar -xzf "$backup/base.tar.gz" -C "$data"
  tar -xzf "$backup/pg_wal.tar.gz" -C "$data/pg_wal"
elif [[ -f $backup/base.tar ]]; then
  tar -xf "$backup/base.tar" -C "$data"
  tar -xf "$backup/pg_wal.tar" -C "$data/pg_wal"
else
  cp -a -- "$backup/." "$data/"
fi
# The copy, checked file by file against the manifest (checksums, sizes, and the WAL the backup needs).
"$bin/pg_verifybackup" --quiet -m "$backup/backup_manifest" "$data" ||
  fail "la copie ne correspond pas au manifeste de la sauvegarde : sauvegarde abîmée, essayez la précédente."

rm -f -- "$data/standby.signal" "$data/postmaster.pid"
{
  echo "# restore.sh, $(date -u +%Y-%m-%dT%H:%M:%SZ): recovery of $backup up to $target."
  echo "restore_command = 'cp \"$archive/%f\" \"%p\"'"
  echo "recovery_target_time = '$target'"
  echo "recovery_target_action = 'promote'"
  echo "recovery_target_timeline = '$timeline'"
  if [[ $archiving == off ]]; then echo "archive_mode = 'off'"; fi
} >>"$data/postgresql.auto.conf"
touch -- "$data/recovery.signal"
sync -f -- "$data"

echo "Prêt : démarrez le serveur sur $data. Il rejoue l'archive jusqu'à $target puis accepte les écritures" >&2
echo "(son journal dit « recovery stopping before commit … » puis « database system is ready to accept connections »)." >&2
