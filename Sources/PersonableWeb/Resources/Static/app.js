// Personable's one script: progressive enhancement only. Every page works without it; with it, settings apply
// as they are picked, themed text still being written is swapped in when ready, and the composer's variations
// stream in as the model writes them. Model and user text only ever go into textContent, never into HTML.
"use strict";

document.addEventListener("DOMContentLoaded", () => {
  autosubmit();
  swapInThemedText();
  composer();
});

// Forms marked data-autosubmit apply a choice as soon as it is made.
function autosubmit() {
  for (const form of document.querySelectorAll("form[data-autosubmit]")) {
    form.addEventListener("change", () => form.requestSubmit());
  }
}

// A list page sent before its themed text was ready asks for it and swaps it in, in place (the space is
// reserved, so nothing moves).
async function swapInThemedText() {
  const screen = document.querySelector("[data-screen][data-pending]");
  if (!screen) return;
  const name = screen.dataset.screen, theme = screen.dataset.theme;
  try {
    const response = await fetch(`/api/screens/${encodeURIComponent(name)}?theme=${encodeURIComponent(theme)}`, {
      headers: { Accept: "application/json" },
    });
    if (!response.ok) return;
    const texts = await response.json();
    const values = { title: texts.emptyStateTitle, description: texts.emptyStateDescription, loading: texts.loadingMessage };
    for (const [type, text] of Object.entries(values)) {
      for (const element of document.querySelectorAll(`[data-text="${type}"]`)) element.textContent = text;
    }
    screen.removeAttribute("data-pending");
  } catch (error) {
    // The page keeps the app's own words.
  }
}

function composer() {
  const form = document.getElementById("compose-form");
  if (!form) return;
  const list = document.getElementById("variations");
  const template = document.getElementById("variation-template");
  const errorBox = document.getElementById("compose-error");
  const generate = document.getElementById("generate");
  let controller = null;
  let sentMessage = "";

  document.getElementById("clear").addEventListener("click", (event) => {
    event.preventDefault();
    if (controller) controller.abort();
    list.replaceChildren();
    form.reset();
    form.elements.message.value = "";
    errorBox.hidden = true;
  });
  list.addEventListener("click", async (event) => {
    const button = event.target.closest("[data-copy]");
    if (!button) return;
    const text = button.closest(".variation").querySelector(".variation-text").textContent;
    try {
      await navigator.clipboard.writeText(text);
      button.textContent = "Copied";
    } catch (error) {
      button.textContent = "Select the text to copy it";
    }
  });

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (controller) controller.abort();
    controller = new AbortController();
    errorBox.hidden = true;
    list.replaceChildren();
    generate.disabled = true;
    const body = {
      message: form.elements.message.value,
      audience: form.elements.audience.value,
      tone: form.elements.tone.value,
      count: Number(form.elements.count.value),
    };
    const cards = new Map();
    sentMessage = body.message;
    try {
      const response = await fetch("/api/compose", {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
        body: JSON.stringify(body),
        signal: controller.signal,
      });
      if (!response.ok) {
        const problem = await response.json().catch(() => ({ error: "I couldn't write the variations. Try again." }));
        showError(problem);
        return;
      }
      await readEvents(response.body, (name, data) => {
        if (name === "started" || name === "adapting") {
          const card = cardFor(cards, data.index);
          card.querySelector(".headline").textContent =
            `${data.index + 1}. ${data.tone} · ${data.audience}` + (name === "adapting" ? " (adapting your message)" : "");
          card.querySelector(".variation-text").textContent = "";
          card.classList.add("streaming");
        } else if (name === "partial") {
          cardFor(cards, data.index).querySelector(".variation-text").textContent = data.text;
        } else if (name === "finished") {
          fill(cardFor(cards, data.index), data.variation, data.index);
        } else if (name === "completed") {
          list.replaceChildren();
          data.variations.forEach((variation, index) => list.append(fill(newCard(), variation, index)));
        } else if (name === "error") {
          showError(data);
        } else if (name === "model-failed") {
          showError({ error: data.reason });
        }
      });
    } catch (error) {
      if (error.name !== "AbortError") showError({ error: "I lost the connection while writing. Try again." });
    } finally {
      generate.disabled = false;
    }
  });

  function showError(problem) {
    errorBox.textContent = problem.error + (problem.valid ? ` I know: ${problem.valid.join(", ")}.` : "");
    errorBox.hidden = false;
  }

  function newCard() {
    return template.content.firstElementChild.cloneNode(true);
  }

  function cardFor(cards, index) {
    if (!cards.has(index)) {
      const card = newCard();
      cards.set(index, card);
      const after = [...cards.keys()].filter((i) => i > index).sort((a, b) => a - b)[0];
      if (after !== undefined && cards.get(after).isConnected) list.insertBefore(card, cards.get(after));
      else list.append(card);
    }
    return cards.get(index);
  }

  // The message as written (spacing aside), as ResponseVariation.repeats tells it on the server.
  function repeatsMessage(variation) {
    const words = (text) => text.split(/\s+/).filter(Boolean).join(" ");
    return words(variation.responseText) === words(sentMessage);
  }

  function fill(card, variation, index) {
    card.classList.remove("streaming");
    card.dataset.variation = variation.id;
    card.querySelector(".headline").textContent =
      `${index + 1}. ${variation.tone} · ${variation.audience}` + (variation.refinement ? ` (refined: ${variation.refinement})` : "");
    card.querySelector(".variation-text").textContent = variation.responseText;
    card.querySelector(".meta").textContent =
      `${variation.wordCount} words · ${variation.estimatedReadingTime} s to read · formality ${variation.formalityScore}/10` +
      (repeatsMessage(variation) ? " · your message as written: I found nothing to change for this tone"
        : variation.source === "adapted" ? " · adapted from your message by rules" : "");
    card.querySelector(".kept").textContent =
      "Kept: " + (variation.keyPointsPreserved.length ? variation.keyPointsPreserved.join(", ") : "none found");
    const missing = card.querySelector(".missing");
    missing.textContent = "Missing: " + variation.keyPointsMissing.join(", ");
    missing.hidden = variation.keyPointsMissing.length === 0;
    card.querySelector('input[name="id"]').value = variation.id;
    return card;
  }
}

// Reads a text/event-stream body, calling onEvent(name, data) for each event.
async function readEvents(body, onEvent) {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let end;
    while ((end = buffer.indexOf("\n\n")) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let name = "message", data = "";
      for (const line of block.split("\n")) {
        if (line.startsWith("event: ")) name = line.slice(7);
        else if (line.startsWith("data: ")) data += line.slice(6);
      }
      if (data) onEvent(name, JSON.parse(data));
    }
  }
}
