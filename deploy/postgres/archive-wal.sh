#!/usr/bin/env bash
# PostgreSQL's archive_command for 1xpay (docs/operations.md, « Backups and point-in-time recovery »): copies one
# finished WAL segment (or a .history or .backup file) into the archive folder, as PostgreSQL's documentation on
# continuous archiving requires of an archive command:
#   - exit 0 only once the file is safely in the archive (PostgreSQL then recycles its own copy);
#   - never overwrite an archived file of the same name with different contents (two servers pointed at one
#     archive by mistake must fail loudly, not destroy each other's history). A file already there with the very
#     same bytes is success: PostgreSQL may archive a segment again after a crash;
#   - never leave a half-written file under the final name: the copy goes to a temporary name, is fsynced, then
#     linked to its name (link(2) fails if the name exists: no race between two copies), and the folder fsynced.
# Run by the PostgreSQL server as its own user, with the data folder as working directory:
#   archive_command = '/srv/1xpay/deploy/postgres/archive-wal.sh %p %f /var/lib/postgresql/1xpay-archive/wal'
set -Eeuo pipefail

usage="Usage : archive-wal.sh <chemin du segment (%p)> <nom du segment (%f)> <dossier d'archive>"

fail() {
  echo "archive-wal : $*" >&2
  exit 1
}

[[ $# -eq 3 ]] || fail "$usage"
source_path=$1
name=$2
archive=$3

[[ -f $source_path ]] || fail "le segment « $source_path » n'existe pas."
# %f is a bare file name; anything else would write outside the archive.
[[ $name =~ ^[0-9A-Za-z._-]+$ ]] || fail "nom de segment inattendu : « $name »."
[[ -d $archive ]] || fail "le dossier d'archive « $archive » n'existe pas (créez-le, propriétaire postgres, mode 700)."

target=$archive/$name

if [[ -e $target ]]; then
  if cmp -s -- "$source_path" "$target"; then
    # Archived before (a crash between the copy and PostgreSQL's record of it): make sure it is on disk.
    sync -- "$target" "$archive" || fail "impossible de synchroniser « $target » sur le disque."
    exit 0
  fi
  fail "« $target » existe déjà avec un contenu différent : refusé (deux serveurs archivent-ils dans le même dossier ?)."
fi

temporary=$(mktemp -- "$archive/.$name.XXXXXX") || fail "impossible de créer un fichier temporaire dans « $archive »."
trap 'rm -f -- "$temporary"' EXIT

cp -- "$source_path" "$temporary" || fail "la copie de « $source_path » a échoué."
sync -- "$temporary" || fail "impossible de synchroniser la copie sur le disque."
if ! ln -- "$temporary" "$target" 2>/dev/null; then
  # Someone archived the same name meanwhile: the same bytes are success, anything else is refused.
  if [[ -e $target ]] && cmp -s -- "$source_path" "$target"; then
    sync -- "$target" "$archive" || fail "impossible de synchroniser « $target » sur le disque."
    exit 0
  fi
  fail "impossible de nommer « $target » (il existe déjà, ou le dossier refuse les liens)."
fi
rm -f -- "$temporary"
sync -- "$archive" || fail "impossible de synchroniser le dossier « $archive » sur le disque."
