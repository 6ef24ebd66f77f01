"""The Python client against a Telegram mini app in the real host (the telegram
dialect): run by scripts/test-workbench with pytest, with $MINIAPP naming `miniapp`."""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "testing", "python"))
from miniapp_testing import MiniApp  # noqa: E402

APP = os.path.join(HERE, "telegram")


def test_a_telegram_mini_app_is_driven_and_answered(tmp_path):
    profile = tmp_path / "profile.json"
    profile.write_text(json.dumps({"telegram": {"clipboard": "from the profile", "user": {"id": 7, "first_name": "Ann"}}}))
    with MiniApp(APP, profile=str(profile), hold=True) as app:
        app.answer("web_app_request_phone", error="x")
        app.launch()
        app.wait_until(lambda: app.find("#user").text == "Ann on tdesktop 9.6", message="the launch parameters")
        state = app.telegram()
        assert state["active"] and state["chrome"]["mainButton"]["text"] == "Order" and state["chrome"]["backButton"]
        assert len(state["publicKey"]) == 64 and "signature=" in state["initData"]

        # A WebDriver click is the user's input: the clipboard may be read.
        app.find("#paste").click()
        app.wait_until(lambda: app.find("#clipboard").text == "from the profile", message="the clipboard")
        received = app.expect_telegram_event("clipboard_text_received")
        assert received["data"] == {"req_id": "paste", "data": "from the profile"}
        assert app.expect_call("web_app_read_text_from_clipboard").param == {"req_id": "paste"}

        app.find("#popup-button").click()
        app.wait_until(lambda: app.find("#popup").text == "keep", message="the popup's first button (headless)")
        app.find("#phone-button").click()
        app.wait_until(lambda: app.find("#phone").text == "cancelled", message="the scripted refusal")
        phone = app.expect_call("web_app_request_phone")
        assert phone.status == "error" and phone.reply == [{"event": "phone_requested", "data": {"status": "cancelled"}}]

        app.push_event("mainButton")
        app.push_event("settingsButton")
        app.push_event("back")
        app.push_event("themeChanged", text="dark")
        app.wait_until(lambda: app.find("#main").text == "pressed 1", message="the main button")
        app.wait_until(lambda: app.find("#theme").text == "#000000", message="the night theme")
        assert app.find("#back").text == "back" and app.find("#settings").text == "settings"
        assert [event["event"] for event in app.telegram_events() if event["event"].endswith("_pressed")] == [
            "main_button_pressed", "settings_button_pressed", "back_button_pressed"]

        app.find("#save").click()
        app.find("#load").click()
        app.wait_until(lambda: app.find("#cloud").text == '{"name":"Ann"}', message="CloudStorage")
