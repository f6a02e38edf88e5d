/** How a file left the app: through the share sheet, as a download, not at all because the player cancelled, or failed. */
export type FileSaved = 'shared' | 'downloaded' | 'cancelled' | 'failed';

const errorName = (e: unknown) => (typeof e === 'object' && e !== null && 'name' in e ? String(e.name) : '');

/**
 * Offers a file through the phone's share sheet (so it can go to Files, a chat, a mail: on a phone that is where
 * a file is wanted, and a download can vanish into a folder nobody finds). Falls back to an <a download> link where
 * sharing files is not offered or not allowed (most desktops; Safari once the tap's activation has passed). Never throws.
 */
export async function saveTextFile(name: string, text: string, type = 'application/json'): Promise<FileSaved> {
	try {
		const file = new File([text], name, { type });
		const share = globalThis.navigator?.share?.bind(globalThis.navigator);
		if (share && globalThis.navigator.canShare?.({ files: [file] })) {
			try {
				await share({ files: [file], title: name });
				return 'shared';
			} catch (e) {
				// The player closed the sheet: they chose not to save, so no surprise download either.
				if (errorName(e) === 'AbortError') return 'cancelled';
			}
		}
		return downloadText(name, text, type);
	} catch {
		return 'failed';
	}
}

/** A Blob behind a temporary <a download>, clicked once. Never throws. */
export function downloadText(name: string, text: string, type = 'application/json'): FileSaved {
	try {
		const url = URL.createObjectURL(new Blob([text], { type }));
		const link = document.createElement('a');
		link.href = url;
		link.download = name;
		link.hidden = true;
		document.body.append(link);
		link.click();
		link.remove();
		// Some browsers start reading the blob only after click() returns; revoking at once can cancel the download.
		setTimeout(() => URL.revokeObjectURL(url), 60_000);
		return 'downloaded';
	} catch {
		return 'failed';
	}
}
