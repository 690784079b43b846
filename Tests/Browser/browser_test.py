#!/usr/bin/env python3
"""Personable's web app in a real browser (Chromium, headless, through Selenium and chromium-driver).

Starts `personable serve` on the embedded model with a fresh database whose default modules were switched on 45
days ago (so nudges show), then, as a person would: goes through onboarding, acts on a nudge, switches the theme in
Settings and sees the goals page change, toggles a module and sees the navigation change, and streams a
composition. Takes a screenshot of every page in light and dark, checks that no page logs a console error, and
checks the computed contrast of every piece of text against the design system's minimums (4.5:1, large text 3:1).
Prints `N passed, N failed` and exits non-zero on any failure.
"""
import argparse
import datetime
import os
import signal
import socket
import subprocess
import sys
import tempfile
import time
import traceback

from selenium import webdriver
from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

PAGES = ["/", "/goals", "/actions", "/values", "/terms", "/settings", "/settings/modules", "/review", "/onboarding", "/compose"]

# Contrast of each text element against the first opaque background behind it, as the design system computes it
# (WCAG relative luminance). Returns the failures.
CONTRAST_JS = r"""
function parse(c) { const m = c.match(/rgba?\(([^)]+)\)/); if (!m) return null;
  const p = m[1].split(',').map(s => parseFloat(s)); return {r: p[0], g: p[1], b: p[2], a: p.length > 3 ? p[3] : 1}; }
function lum(c) { const f = v => { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); };
  return 0.2126 * f(c.r) + 0.7152 * f(c.g) + 0.0722 * f(c.b); }
function background(el) { for (let e = el; e; e = e.parentElement) { const c = parse(getComputedStyle(e).backgroundColor);
  if (c && c.a > 0.5) return c; } return parse(getComputedStyle(document.documentElement).backgroundColor) || {r:255,g:255,b:255,a:1}; }
const failures = [];
const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
const seen = new Set();
while (walker.nextNode()) {
  const node = walker.currentNode; const el = node.parentElement;
  if (!el || seen.has(el) || !node.textContent.trim()) continue; seen.add(el);
  const style = getComputedStyle(el); const rect = el.getBoundingClientRect();
  if (style.visibility === 'hidden' || style.display === 'none' || rect.width === 0 || rect.height === 0) continue;
  if (el.closest('[hidden], template, .skip')) continue;
  const fg = parse(style.color), bg = background(el);
  const l1 = lum(fg), l2 = lum(bg); const ratio = (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);
  const size = parseFloat(style.fontSize), bold = parseInt(style.fontWeight) >= 700;
  const large = size >= 24 || (bold && size >= 18.66);
  const minimum = large ? 3 : 4.5;
  if (ratio < minimum) failures.push(`${el.tagName.toLowerCase()}.${el.className} "${node.textContent.trim().slice(0, 30)}" ${ratio.toFixed(2)}:1 < ${minimum}:1 (${style.color} on rgb(${bg.r}, ${bg.g}, ${bg.b}))`);
}
return failures;
"""


class Run:
    def __init__(self):
        self.passed, self.failed = 0, 0

    def check(self, name, condition, detail=""):
        if condition:
            self.passed += 1
            print(f"ok: {name}")
        else:
            self.failed += 1
            print(f"FAILED: {name} {detail}")


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=".build/debug/personable")
    parser.add_argument("--screenshots", default=".build/screenshots")
    args = parser.parse_args()
    os.makedirs(args.screenshots, exist_ok=True)
    run = Run()
    started = time.monotonic()

    with tempfile.TemporaryDirectory() as folder:
        db = os.path.join(folder, "browser.sqlite")
        past = (datetime.date.today() - datetime.timedelta(days=45)).isoformat()
        subprocess.run([args.binary, "modules", "reset", "--db", db, "--now", past], check=True, capture_output=True)
        port = free_port()
        server = subprocess.Popen(
            [args.binary, "serve", "--db", db, "--port", str(port)],
            stdout=subprocess.PIPE, stderr=open(os.path.join(args.screenshots, "server.log"), "w"), text=True)
        line = server.stdout.readline()
        run.check("personable serve prints its URL", f"http://127.0.0.1:{port}/" in line, line)
        base = f"http://127.0.0.1:{port}"

        options = webdriver.ChromeOptions()
        options.binary_location = "/usr/bin/chromium"
        for flag in ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=1100,1400"]:
            options.add_argument(flag)
        options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
        driver = webdriver.Chrome(service=webdriver.ChromeService(executable_path="/usr/bin/chromedriver"), options=options)
        wait = WebDriverWait(driver, 30, ignored_exceptions=[StaleElementReferenceException])

        def console_errors(page):
            errors = [entry for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]
            run.check(f"no console error on {page}", not errors, str(errors))

        def nav_ids():
            # Read in one go, in the page: a page that reloads meanwhile leaves no stale element behind.
            return driver.execute_script("return [...document.querySelectorAll('nav a')].map(a => a.dataset.nav)")

        try:
            # Onboarding on first launch: pick Training as well, Continue.
            driver.get(base + "/")
            run.check("first launch opens onboarding", driver.current_url.endswith("/onboarding"), driver.current_url)
            console_errors("/onboarding")
            driver.find_element(By.CSS_SELECTOR, 'input[value="training"]').click()
            driver.find_element(By.ID, "continue").click()
            wait.until(EC.url_to_be(base + "/"))
            run.check("onboarding's choice shows in the navigation", "module-training" in nav_ids(), str(nav_ids()))

            # Act on a nudge: the default modules were switched on 45 days ago and never used.
            cards = driver.find_elements(By.CSS_SELECTOR, "[data-nudge]")
            run.check("home shows nudge cards", len(cards) > 0)
            nudge = cards[0].get_attribute("data-nudge")
            modules_before = [i for i in nav_ids() if i.startswith("module-")]
            cards[0].find_element(By.CSS_SELECTOR, "button.primary").click()
            wait.until(lambda d: not d.find_elements(By.CSS_SELECTOR, f'[data-nudge="{nudge}"]'))
            modules_after = [i for i in nav_ids() if i.startswith("module-")]
            run.check(f"acting on the nudge {nudge} switches modules off", len(modules_after) < len(modules_before),
                      f"{modules_before} → {modules_after}")
            console_errors("/ after acting")
            if "module-walks" in modules_after:
                driver.get(base + "/settings/modules")
                driver.find_element(By.CSS_SELECTOR, '[data-module="walks"] button.switch').click()
                wait.until(lambda d: "module-walks" not in nav_ids())

            # Toggle a module and see the navigation change.
            driver.get(base + "/settings/modules")
            driver.find_element(By.CSS_SELECTOR, '[data-module="walks"] button.switch').click()
            wait.until(lambda d: "module-walks" in nav_ids())
            run.check("switching Walks on shows it in the navigation", "module-walks" in nav_ids())

            # Switch the theme in Settings and see the goals page change.
            driver.get(base + "/goals")
            before = driver.find_element(By.CSS_SELECTOR, "[data-screen]").get_attribute("data-theme")
            original = driver.find_element(By.CSS_SELECTOR, 'h1[data-text="title"]').text
            driver.get(base + "/settings")
            casual = driver.find_element(By.CSS_SELECTOR, 'input[name="theme"][value="casual"]')
            casual.click()  # the script submits the choice at once, and Settings loads again
            wait.until(EC.staleness_of(casual))
            WebDriverWait(driver, 30, ignored_exceptions=[StaleElementReferenceException]).until(
                lambda d: d.find_element(By.CSS_SELECTOR, 'input[name="theme"][value="casual"]').is_selected())
            driver.get(base + "/goals")
            screen = driver.find_element(By.CSS_SELECTOR, "[data-screen]")
            run.check("the goals page follows the theme", before == "professional" and screen.get_attribute("data-theme") == "casual",
                      f"{before} → {screen.get_attribute('data-theme')}")
            WebDriverWait(driver, 120, ignored_exceptions=[StaleElementReferenceException]).until(lambda d: d.find_element(By.CSS_SELECTOR, "[data-screen]").get_attribute("data-pending") is None)
            themed = driver.find_element(By.CSS_SELECTOR, 'h1[data-text="title"]').text
            print(f"goals title: professional {original!r}, casual {themed!r}")
            run.check("the goals page offers regenerate and a rating", len(driver.find_elements(By.CSS_SELECTOR, 'form[action="/goals/rate"]')) == 3)
            console_errors("/goals (casual)")

            # Stream a composition.
            driver.get(base + "/compose")
            message = "I need to move Friday's review to Monday at 3pm because the numbers are not ready yet."
            driver.find_element(By.ID, "message").send_keys(message)
            driver.find_element(By.CSS_SELECTOR, 'select[name="count"] option[value="2"]').click()
            driver.find_element(By.ID, "generate").click()
            WebDriverWait(driver, 240, ignored_exceptions=[StaleElementReferenceException]).until(lambda d: len(d.find_elements(By.CSS_SELECTOR, "#variations .variation .meta")) >= 2
                                             and all(e.text for e in d.find_elements(By.CSS_SELECTOR, "#variations .variation .meta")))
            texts = [e.text for e in driver.find_elements(By.CSS_SELECTOR, "#variations .variation-text")]
            run.check("a composition streams into two cards", len(texts) == 2 and all(texts), str(texts))
            print(f"variations: {texts}")
            metas = [e.text for e in driver.find_elements(By.CSS_SELECTOR, "#variations .variation .meta")]
            run.check("a card says it is the message as written exactly when it is",
                      all(("your message as written" in meta) == (" ".join(text.split()) == message) for text, meta in zip(texts, metas)),
                      str(metas))
            # A message with nothing to change for its tone is said to be the message as written.
            driver.get(base + "/compose")
            driver.find_element(By.ID, "message").send_keys("Our annual open house is on Saturday, October 12, from 10am to 4pm at 220 Mill Road.")
            driver.find_element(By.CSS_SELECTOR, 'select[name="tone"] option[value="Empathetic"]').click()
            driver.find_element(By.CSS_SELECTOR, 'select[name="count"] option[value="1"]').click()
            driver.find_element(By.ID, "generate").click()
            WebDriverWait(driver, 240, ignored_exceptions=[StaleElementReferenceException]).until(
                lambda d: any(e.text for e in d.find_elements(By.CSS_SELECTOR, "#variations .variation .meta")))
            meta = driver.find_element(By.CSS_SELECTOR, "#variations .variation .meta").text
            run.check("an announcement with nothing to change for Empathetic says it is the message as written",
                      "your message as written" in meta and "adapted from your message" not in meta, meta)
            driver.save_screenshot(os.path.join(args.screenshots, "compose-streamed-light.png"))
            console_errors("/compose")

            # Every page in light and dark: a screenshot, no console error, text contrast.
            for appearance in ["light", "dark"]:
                driver.get(base + "/health")
                driver.add_cookie({"name": "appearance", "value": appearance, "path": "/"})
                for page in PAGES:
                    driver.get(base + page)
                    name = "home" if page == "/" else page.strip("/").replace("/", "-")
                    path = os.path.join(args.screenshots, f"{name}-{appearance}.png")
                    driver.save_screenshot(path)
                    failures = driver.execute_script(CONTRAST_JS)
                    run.check(f"contrast on {page} ({appearance})", not failures, "\n  " + "\n  ".join(failures))
                    console_errors(f"{page} ({appearance})")
        except Exception:
            traceback.print_exc()
            run.check("the browser run finished", False)
        finally:
            driver.quit()
            server.send_signal(signal.SIGINT)
            try:
                code = server.wait(timeout=30)
            except subprocess.TimeoutExpired:
                server.kill()
                code = None
            with open(os.path.join(args.screenshots, "server.log")) as log:
                run.check("the server stops gracefully on Ctrl-C", code == 0, f"exit {code}: {log.read()[-3000:]}")

    print(f"browser tests took {time.monotonic() - started:.0f} s; screenshots in {args.screenshots}")
    print(f"{run.passed} passed, {run.failed} failed")
    return 1 if run.failed else 0


if __name__ == "__main__":
    sys.exit(main())
